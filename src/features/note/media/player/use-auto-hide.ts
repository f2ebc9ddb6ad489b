import { useCallback, useEffect, useRef, useState } from 'react';
import { controlsHideDelay } from './player-logic';

/**
 * Controls that hide while `active` (a playing video) after the last use: 2 s after a mouse or a
 * key, 3 s after a touch (spec section 9). `poke` shows them again and restarts the wait.
 */
export function useAutoHide(active: boolean): { visible: boolean; poke: (pointerType?: string | null) => void } {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastPointer = useRef<string | null>(null);

  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const arm = useCallback(() => {
    clear();
    timer.current = setTimeout(() => setVisible(false), controlsHideDelay(lastPointer.current));
  }, []);

  useEffect(() => {
    setVisible(true);
    if (active) arm();
    else clear();
    return clear;
  }, [active, arm]);

  const poke = useCallback(
    (pointerType?: string | null) => {
      if (pointerType !== undefined) lastPointer.current = pointerType;
      setVisible(true);
      if (active) arm();
    },
    [active, arm],
  );
  return { visible: visible || !active, poke };
}
