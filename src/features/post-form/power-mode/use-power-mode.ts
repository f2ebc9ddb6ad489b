import { useEffect, type RefObject } from 'react';
import { useSetting } from '@/core/settings';
import { burstOf } from './particles';

/** Motion is off (the `animation` setting, or reduced motion asked by the device): the layout marks <html>. */
const motionReduced = () => document.documentElement.hasAttribute('data-reduce-motion');

/**
 * Power mode (`powerMode` and its numbers): every keystroke in the post form's text field throws
 * particles from the caret and jolts the form. Nothing listens while it is off, and the effect's
 * code is fetched on the first keystroke with it on.
 */
export function usePowerMode(field: RefObject<HTMLTextAreaElement | null>, form: HTMLElement | null): void {
  const [on] = useSetting('powerMode');
  const [count] = useSetting('powerModeCount');
  const [size] = useSetting('powerModeSize');
  const [gravity] = useSetting('powerModeGravity');
  const [aliveTime] = useSetting('powerModeAliveTime');
  const [shakePower] = useSetting('powerModeShakePower');
  useEffect(() => {
    const el = field.current;
    if (!on || !el) return;
    const burst = burstOf({ count, size, gravity, aliveTime, shakePower });
    let alive = true;
    const onInput = () => {
      if (motionReduced()) return;
      void import('./burst').then(({ powerBurst }) => {
        if (alive && el.isConnected) powerBurst(el, form, burst);
      });
    };
    el.addEventListener('input', onInput);
    return () => {
      alive = false;
      el.removeEventListener('input', onInput);
    };
  }, [on, field, form, count, size, gravity, aliveTime, shakePower]);
}
