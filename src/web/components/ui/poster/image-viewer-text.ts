/** The image viewer's messages in both languages. */
import { registerMessages } from '@web/i18n';

export const useViewerT = registerMessages('imageViewer', {
  ko: {
    open: '이미지 {{n}} 크게 보기',
    counter: '{{n}} / {{total}}',
    title: '{{title}} 이미지 {{n}} / {{total}}',
    zoomIn: '확대',
    zoomOut: '축소',
    reset: '원래 크기',
    prev: '이전 이미지',
    next: '다음 이미지',
    close: '닫기',
    help: '두 손가락이나 마우스 휠로 확대하고, 끌어서 움직입니다. 키보드: + − 0, 화살표, Esc.',
    broken: '이미지를 불러올 수 없습니다',
  },
  en: {
    open: 'Open image {{n}} full screen',
    counter: '{{n}} / {{total}}',
    title: '{{title}}, image {{n}} of {{total}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Actual size',
    prev: 'Previous image',
    next: 'Next image',
    close: 'Close',
    help: 'Pinch or scroll to zoom, drag to move. Keyboard: + − 0, arrows, Esc.',
    broken: 'Image not available',
  },
});
