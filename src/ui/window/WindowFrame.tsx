import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { usePointerDrag } from './use-pointer-drag';
import { initialRect, maximisedRect, moveRect, resizeRect, type WindowRect } from './window-geometry';
import styles from './WindowFrame.module.css';
import { IconArrowBarToUp, IconArrowLeft, IconPictureInPicture, IconWindowMaximize, IconX } from '@/ui/icons';

export interface WindowFrameLabels {
  back: string;
  maximise: string;
  restore: string;
  toMain: string;
  close: string;
  resize: string;
}

interface WindowFrameProps {
  title: string;
  labels: WindowFrameLabels;
  /** Position among open windows, for the initial cascade. */
  index: number;
  zIndex: number;
  canBack: boolean;
  onBack: () => void;
  onClose: () => void;
  /** Turns the window into the main page. */
  onToMain: () => void;
  /** Brings the window to the front. */
  onFocus: () => void;
  bodyRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * A movable, resizable window over the page (not modal: the page stays usable). It is a labelled
 * dialog; it takes the focus when it opens and gives it back when it closes; Escape closes it.
 */
export function WindowFrame({ title, labels, index, zIndex, canBack, onBack, onClose, onToMain, onFocus, bodyRef, children }: WindowFrameProps) {
  const titleId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const [rect, setRect] = useState<WindowRect>(() => initialRect(index, viewport()));
  const [maximised, setMaximised] = useState(false);
  const startRect = useRef(rect);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    frameRef.current?.focus({ preventScroll: true });
    return () => {
      if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const onMoveStart = usePointerDrag(
    () => {
      startRect.current = rect;
      onFocus();
    },
    (dx, dy) => !maximised && setRect(moveRect(startRect.current, dx, dy, viewport())),
  );
  const onResizeStart = usePointerDrag(
    () => {
      startRect.current = rect;
      onFocus();
    },
    (dx, dy) => setRect(resizeRect(startRect.current, dx, dy, viewport())),
  );

  const shown = maximised ? maximisedRect(viewport()) : rect;
  return (
    <div
      ref={frameRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-page-window=""
      className={[styles.frame, maximised ? styles.maximised : ''].join(' ')}
      style={{ left: shown.x, top: shown.y, width: shown.width, height: shown.height, zIndex }}
      onPointerDownCapture={onFocus}
      onFocusCapture={onFocus}
      onKeyDown={(e) => {
        // Only keys pressed inside this window (portaled popovers bubble here through React too).
        if (e.key !== 'Escape' || e.defaultPrevented || !frameRef.current?.contains(e.target as Node)) return;
        e.stopPropagation();
        onClose();
      }}
    >
      <div className={styles.titleBar} onPointerDown={onMoveStart} onDoubleClick={() => setMaximised((m) => !m)}>
        <button type="button" className={styles.button} onClick={onBack} disabled={!canBack} aria-label={labels.back} title={labels.back}>
          <IconArrowLeft aria-hidden size={16} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.button} onClick={onToMain} aria-label={labels.toMain} title={labels.toMain}>
          <IconArrowBarToUp aria-hidden size={16} />
        </button>
        <button type="button" className={styles.button} onClick={() => setMaximised((m) => !m)} aria-label={maximised ? labels.restore : labels.maximise} aria-pressed={maximised} title={maximised ? labels.restore : labels.maximise}>
          {maximised ? <IconPictureInPicture aria-hidden size={16} /> : <IconWindowMaximize aria-hidden size={16} />}
        </button>
        <button type="button" className={styles.button} onClick={onClose} aria-label={labels.close} title={labels.close}>
          <IconX aria-hidden size={16} />
        </button>
      </div>
      <div ref={bodyRef} className={styles.body} data-scroll-container="">
        {children}
      </div>
      {!maximised && <div className={styles.resize} onPointerDown={onResizeStart} aria-hidden title={labels.resize} />}
    </div>
  );
}
