/** The certificate of presentation's words in both languages (decision 059). */
import { registerMessages } from '@web/i18n';

export const usePresenceCertificateT = registerMessages('presenceCertificate', {
  ko: {
    heading: '발표 확인서',
    subtitle: 'Certificate of Presentation',
    place: '{{session}} · {{time}}',
    board: '보드 {{board}}',
    body: '위 사람은 {{project}} 포스터 세션에서 위 포스터를 발표하였음을 확인합니다.',
    sealAlt: '직인',
  },
  en: {
    heading: 'Certificate of Presentation',
    subtitle: '발표 확인서',
    place: '{{session}} · {{time}}',
    board: 'Board {{board}}',
    body: 'This certifies that the above presented this poster in the poster session of {{project}}.',
    sealAlt: 'Seal',
  },
});
