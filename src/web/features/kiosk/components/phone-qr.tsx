/**
 * "Continue on your phone": a QR code of the poster's own address (/p/{id}, with the place in view:
 * phone-url.ts), drawn in the browser.
 */
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { useKioskT } from '../i18n/kiosk';

export function PhoneQr({ url }: { url: string }) {
  const { t } = useKioskT();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(url, { type: 'svg', margin: 1 }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <figure className="kiosk-qr">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('phone')}
          width={160}
          height={160}
          data-url={url}
        />
      ) : null}
      <figcaption>
        <strong>{t('phone')}</strong>
        <span>{t('phoneHint')}</span>
      </figcaption>
    </figure>
  );
}
