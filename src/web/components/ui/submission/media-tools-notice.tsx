/**
 * What the server cannot do with poster files because its machine lacks a program (decision 079): the organiser
 * reads what is missing and what to install; a presenter reads what they can upload instead. Nothing when all is
 * there.
 */
import { useMediaTools } from '@web/lib/use-media-tools';
import { useSubmissionT } from './submission-text';
import './submission.css';

export function MediaToolsNotice({ audience }: { audience: 'organiser' | 'presenter' }) {
  const tools = useMediaTools();
  const { t } = useSubmissionT();
  if (!tools || tools.missing.length === 0) return null;
  if (audience === 'presenter')
    return tools.pdf ? null : (
      <p className="alert-inline" role="alert" data-testid="media-tools-notice">
        {t('tools.presenter')}
      </p>
    );
  const programs = tools.missing.map((m) => (m.name === 'korean-fonts' ? t('tools.koreanFonts') : m.name));
  const packages = [...new Set(tools.missing.map((m) => m.package))].join(' ');
  return (
    <div className="alert-inline media-tools-notice" role="alert" data-testid="media-tools-notice">
      <p>{t('tools.missing', { programs: programs.join(', ') })}</p>
      <ul>
        {tools.pdf ? null : <li>{t('tools.noPdf')}</li>}
        {tools.slides ? null : <li>{t('tools.noSlides')}</li>}
        {tools.korean_fonts ? null : <li>{t('tools.noFonts')}</li>}
      </ul>
      <p>
        {t('tools.install')} <code translate="no">apt-get install {packages}</code>
      </p>
    </div>
  );
}
