import type PhotoSwipe from 'photoswipe';

/** The parts of PhotoSwipe's zoom-level object the secondary zoom uses. */
interface ZoomLevel {
  fit: number;
  elementSize: { x: number; y: number } | null;
}

export interface ViewerItem {
  src: string;
  /** Thumbnail shown while the full image loads. */
  msrc?: string | undefined;
  width: number;
  height: number;
  alt: string;
}

export interface ViewerLabels {
  errorMsg: string;
  close: string;
  zoom: string;
  prev: string;
  next: string;
}

/** The double-click / zoom button level: natural size, but never more than this many pixels on the long side (spec §9). */
export const VIEWER_MAX_SECONDARY_ZOOM_PX = 4000;
/** Gallery padding above 500 px of window width (spec §9). */
const WIDE_PADDING_PX = 32;
const WIDE_MIN_WIDTH = 500;

function secondaryZoom(z: ZoomLevel): number {
  const longSide = Math.max(z.elementSize?.x ?? 0, z.elementSize?.y ?? 0);
  if (longSide <= 0) return Math.max(z.fit, 1);
  return Math.max(z.fit, Math.min(1, VIEWER_MAX_SECONDARY_ZOOM_PX / longSide));
}

/** Opens PhotoSwipe (loaded on first use, with its stylesheet) at `index`. Resolves with the instance. */
export async function openImageViewer(items: ViewerItem[], index: number, labels: ViewerLabels): Promise<PhotoSwipe> {
  const [{ default: PhotoSwipeClass }] = await Promise.all([import('photoswipe'), import('photoswipe/style.css')]);
  const wide = window.innerWidth > WIDE_MIN_WIDTH;
  const pad = wide ? WIDE_PADDING_PX : 0;
  const pswp = new PhotoSwipeClass({
    dataSource: items.map((item) => ({ ...item })),
    index,
    loop: false,
    padding: { top: pad, bottom: pad, left: pad, right: pad },
    errorMsg: labels.errorMsg,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.prev,
    arrowNextTitle: labels.next,
    imageClickAction: 'close',
    tapAction: 'toggle-controls',
    showHideAnimationType: 'fade',
    secondaryZoomLevel: secondaryZoom,
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'alt-text',
      className: 'pswp-alt-text',
      appendTo: 'root',
      onInit: (el, instance) => {
        el.setAttribute('aria-live', 'polite');
        Object.assign(el.style, { position: 'absolute', left: '0', right: '0', bottom: '16px', textAlign: 'center', color: '#fff', padding: '0 16px', textShadow: '0 0 4px #000' });
        instance.on('change', () => {
          const alt = instance.currSlide?.data.alt;
          el.textContent = typeof alt === 'string' ? alt : '';
        });
      },
    });
  });
  pswp.init();
  return pswp;
}
