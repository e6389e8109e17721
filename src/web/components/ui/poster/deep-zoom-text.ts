/** The deep zoom viewer's messages in both languages. */
import { registerMessages } from '@web/i18n';

export const useDeepZoomT = registerMessages('deepZoom', {
  ko: {
    region: '포스터 확대 보기: {{title}}',
    label: '{{title}} 포스터 {{n}}/{{total}}쪽 (확대해서 볼 수 있음)',
    labelOne: '{{title}} 포스터 (확대해서 볼 수 있음)',
    controls: '포스터 확대 도구',
    zoomIn: '확대',
    zoomOut: '축소',
    home: '처음 크기로',
    fullScreen: '전체 화면',
    exitFullScreen: '전체 화면 닫기',
    prevPage: '이전 페이지',
    nextPage: '다음 페이지',
    page: '{{n}} / {{total}}쪽',
    help: '두 손가락으로 벌리거나 두 번 눌러 확대하고, 끌어서 움직입니다. 키보드: + − 0, 화살표.',
    loading: '고해상도 포스터를 불러오는 중…',
    failed: '확대 보기를 불러오지 못했습니다. 미리보기 이미지를 보여 드립니다.',
  },
  en: {
    region: 'Zoomable poster: {{title}}',
    label: '{{title}}, poster page {{n}} of {{total}} (zoomable)',
    labelOne: '{{title}}, poster (zoomable)',
    controls: 'Poster zoom controls',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    home: 'Fit to screen',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    prevPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {{n}} of {{total}}',
    help: 'Pinch or double-tap to zoom, drag to move. Keyboard: + − 0, arrows.',
    loading: 'Loading the full-resolution poster…',
    failed: 'The zoom view could not be loaded; the preview image is shown instead.',
  },
});
