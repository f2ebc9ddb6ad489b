import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './MediaPlayer.module.css';

interface Props {
  label: string;
  /** 0–1 of the bar that is filled. */
  fraction: number;
  /** The slider's value for assistive technology, with its unit as text. */
  valueNow: number;
  valueMax: number;
  valueText: string;
  /** Arrow keys: one step up (right / up) or down (left / down). */
  onStep: (direction: 1 | -1) => void;
  /** A point of the bar chosen with the pointer, or Home (0) / End (1). */
  onPick: (fraction: number) => void;
  className?: string;
  testId?: string;
}

/** A horizontal slider (role="slider") for the seek bar and the volume: pointer drag and arrow keys. */
export function PlayerSlider({ label, fraction, valueNow, valueMax, valueText, onStep, onPick, className, testId }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const pick = (e: PointerEvent<HTMLDivElement>) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return;
    onPick(Math.min(1, Math.max(0, (e.clientX - box.left) / box.width)));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    let handled = true;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onStep(1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onStep(-1);
    else if (e.key === 'Home') onPick(0);
    else if (e.key === 'End') onPick(1);
    else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  const filled = `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;
  return (
    <div
      ref={ref}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={valueMax}
      aria-valuenow={valueNow}
      aria-valuetext={valueText}
      aria-orientation="horizontal"
      data-testid={testId}
      className={[styles.slider, className ?? ''].join(' ')}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture?.(e.pointerId);
        pick(e);
      }}
      onPointerMove={(e) => dragging.current && pick(e)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <span className={styles.track} aria-hidden>
        <span className={styles.fill} style={{ width: filled }} />
        <span className={styles.thumb} style={{ left: filled }} />
      </span>
    </div>
  );
}
