import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { clampCrop, initialCrop, MAX_ZOOM, sourceRect, zoomCrop, type CropState } from './crop-math';
import styles from './profile.module.css';

interface ImageCropperProps {
  /** Same-origin or CORS-enabled image URL, or an object URL. */
  src: string;
  /** Output size in pixels; the view box has the same aspect ratio. */
  outputWidth: number;
  outputHeight: number;
  onDone: (blob: Blob) => void;
  onCancel: () => void;
}

const VIEW_MAX = 320;

/** A small canvas cropper: drag (or arrow keys) to move, the slider to zoom, then crop to a PNG. */
export function ImageCropper({ src, outputWidth, outputHeight, onDone, onCancel }: ImageCropperProps) {
  const { t } = useI18n();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  const ratio = outputWidth / outputHeight;
  const viewW = ratio >= 1 ? VIEW_MAX : Math.round(VIEW_MAX * ratio);
  const viewH = ratio >= 1 ? Math.round(VIEW_MAX / ratio) : VIEW_MAX;

  useEffect(() => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      setImage(img);
      setCrop(initialCrop(img.naturalWidth, img.naturalHeight, viewW, viewH));
    };
    img.onerror = () => setFailed(true);
    img.src = src;
  }, [src, viewW, viewH]);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx || !image) return;
    const r = sourceRect(crop, image.naturalWidth, image.naturalHeight, viewW, viewH);
    ctx.clearRect(0, 0, viewW, viewH);
    ctx.drawImage(image, r.sx, r.sy, r.sw, r.sh, 0, 0, viewW, viewH);
  }, [image, crop, viewW, viewH]);

  const move = (dx: number, dy: number) => {
    if (!image) return;
    setCrop((c) => clampCrop({ ...c, x: c.x + dx, y: c.y + dy }, image.naturalWidth, image.naturalHeight, viewW, viewH));
  };

  const apply = () => {
    if (!image) return;
    const out = document.createElement('canvas');
    out.width = outputWidth;
    out.height = outputHeight;
    const ctx = out.getContext('2d');
    if (!ctx) return;
    const r = sourceRect(crop, image.naturalWidth, image.naturalHeight, viewW, viewH);
    ctx.drawImage(image, r.sx, r.sy, r.sw, r.sh, 0, 0, outputWidth, outputHeight);
    try {
      out.toBlob((blob) => (blob ? onDone(blob) : setFailed(true)), 'image/png');
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal label={t('settingsScreens.cropper.title')} onCancel={onCancel}>
      <div className={styles.cropper} data-cropper>
        <h2 className={styles.modalTitle}>{t('settingsScreens.cropper.title')}</h2>
        {failed ? (
          <p role="alert">{t('settingsScreens.cropper.failed')}</p>
        ) : (
          <>
            <canvas
              ref={canvasRef}
              width={viewW}
              height={viewH}
              className={styles.cropCanvas}
              tabIndex={0}
              role="img"
              aria-label={t('settingsScreens.cropper.hint')}
              onPointerDown={(e) => {
                e.currentTarget.setPointerCapture(e.pointerId);
                drag.current = { px: e.clientX, py: e.clientY, x: crop.x, y: crop.y };
              }}
              onPointerMove={(e) => {
                const d = drag.current;
                if (!d || !image) return;
                setCrop((c) => clampCrop({ ...c, x: d.x + e.clientX - d.px, y: d.y + e.clientY - d.py }, image.naturalWidth, image.naturalHeight, viewW, viewH));
              }}
              onPointerUp={() => (drag.current = null)}
              onKeyDown={(e) => {
                const step = e.shiftKey ? 20 : 5;
                if (e.key === 'ArrowLeft') move(step, 0);
                else if (e.key === 'ArrowRight') move(-step, 0);
                else if (e.key === 'ArrowUp') move(0, step);
                else if (e.key === 'ArrowDown') move(0, -step);
                else return;
                e.preventDefault();
              }}
            />
            <label className={styles.zoom}>
              <span>{t('settingsScreens.cropper.zoom')}</span>
              <input
                type="range"
                name="zoom"
                min={1}
                max={MAX_ZOOM}
                step={0.05}
                value={crop.zoom}
                onChange={(e) => image && setCrop((c) => zoomCrop(c, Number(e.target.value), image.naturalWidth, image.naturalHeight, viewW, viewH))}
              />
            </label>
            <small>{t('settingsScreens.cropper.hint')}</small>
          </>
        )}
        <div className={styles.modalActions}>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button primary disabled={!image || failed} onClick={apply} data-action="crop-apply">
            {t('settingsScreens.cropper.apply')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
