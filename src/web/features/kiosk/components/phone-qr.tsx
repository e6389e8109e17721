/**
 * "Continue on your phone": a QR code of the poster's own address (/p/{id}), drawn in the browser; `from=kiosk`
 * lets the landing count the arrival as a hand-off (decision 056).
 */
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { useKioskT } from '../i18n/kiosk';

export function PhoneQr({ url }: { url: string }) {
  const { t } = useKioskT();
  const [svg, setSvg] = useState<string | null>(null);
  const target = `${url}${url.includes('?') ? '&' : '?'}from=kiosk`;
  useEffect(() => {
    let live = true;
    QRCode.toString(target, { type: 'svg', margin: 1 }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [target]);
  return (
    <figure className="kiosk-qr">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('phone')}
          width={160}
          height={160}
          data-url={target}
        />
      ) : null}
      <figcaption>
        <strong>{t('phone')}</strong>
        <span>{t('phoneHint')}</span>
      </figcaption>
    </figure>
  );
}
