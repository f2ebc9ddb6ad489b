import { useCallback, useEffect, useRef } from 'react';
import type PhotoSwipe from 'photoswipe';
import { useI18n } from '@/core/i18n';
import { openImageViewer, type ViewerItem } from './image-viewer';

/**
 * Opens the image viewer (PhotoSwipe, loaded on first use) with the client's labels; one viewer per
 * component at a time, closed when the component goes away. Resolves false when it could not open.
 */
export function useImageViewer(): (items: ViewerItem[], index: number) => Promise<boolean> {
  const { t } = useI18n();
  const viewer = useRef<PhotoSwipe | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      viewer.current?.destroy();
    };
  }, []);
  return useCallback(
    async (items, index) => {
      viewer.current?.destroy();
      try {
        const pswp = await openImageViewer(items, index, {
          errorMsg: t('media.imageLoadError'),
          close: t('media.viewerClose'),
          zoom: t('media.viewerZoom'),
          prev: t('media.viewerPrev'),
          next: t('media.viewerNext'),
        });
        if (!mounted.current) {
          pswp.destroy();
          return true;
        }
        viewer.current = pswp;
        pswp.on('destroy', () => {
          if (viewer.current === pswp) viewer.current = null;
        });
        return true;
      } catch (e) {
        console.error('[media] the image viewer could not be opened', e);
        return false;
      }
    },
    [t],
  );
}
