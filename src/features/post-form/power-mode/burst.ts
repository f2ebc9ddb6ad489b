/** Power mode's effects on the page: a burst of particles at the caret and a jolt of the form. Loaded on the first keystroke with power mode on. */
import { caretPoint } from './caret';
import { MAX_LIVE_PARTICLES, particleFrames, SHAKE_MS, shakeFrames, type Burst } from './particles';
import styles from './power-mode.module.css';

let layer: HTMLElement | null = null;
let live = 0;

function ensureLayer(): HTMLElement {
  if (layer?.isConnected) return layer;
  const el = document.createElement('div');
  el.className = styles.layer ?? '';
  el.dataset.powerMode = '';
  el.setAttribute('aria-hidden', 'true');
  const topLayer = typeof el.showPopover === 'function';
  if (topLayer) el.popover = 'manual';
  document.body.appendChild(el);
  if (topLayer) el.showPopover();
  layer = el;
  return el;
}

function particleDone(el: HTMLElement): void {
  el.remove();
  live--;
  if (live === 0 && layer) {
    layer.remove();
    layer = null;
  }
}

/** Throws `burst.count` particles from the caret of `field` and jolts `form`. */
export function powerBurst(field: HTMLTextAreaElement, form: HTMLElement | null, burst: Burst): void {
  const count = Math.min(burst.count, MAX_LIVE_PARTICLES - live);
  if (count > 0) {
    const { x, y } = caretPoint(field);
    const host = ensureLayer();
    const r = burst.diameter / 2;
    for (let i = 0; i < count; i++) {
      const p = document.createElement('span');
      p.className = styles.particle ?? '';
      p.dataset.powerParticle = '';
      Object.assign(p.style, { left: `${x - r}px`, top: `${y - r}px`, width: `${burst.diameter}px`, height: `${burst.diameter}px`, background: `hsl(${Math.floor(Math.random() * 360)} 90% 60%)` });
      host.appendChild(p);
      live++;
      const animation = p.animate(particleFrames(burst), { duration: burst.durationMs, easing: 'linear', fill: 'forwards' });
      animation.onfinish = () => particleDone(p);
      animation.oncancel = () => particleDone(p);
    }
  }
  if (form && burst.shakePx > 0) form.animate(shakeFrames(burst.shakePx), { duration: SHAKE_MS, easing: 'ease-out' });
}
