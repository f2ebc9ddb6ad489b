import { LONG_LOAD_AFTER_MS, SPLASH_PROGRESS_AFTER_MS } from '@/core/constants';
import { subscribeLanguage, t, tDynamic } from '@/core/i18n';

export type BootStep = 'viewport' | 'loginId' | 'account' | 'instance' | 'serviceWorker' | 'mount';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The long-load image: an hourglass, drawn in place (no file to fetch on a start that is already slow). */
function hourglass(doc: Document, label: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.id = 'splash-long-load';
  svg.setAttribute('viewBox', '0 0 48 48');
  svg.setAttribute('width', '48');
  svg.setAttribute('height', '48');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  const frame = doc.createElementNS(SVG_NS, 'path');
  frame.setAttribute('d', 'M12 6h24M12 42h24M15 6c0 10 18 12 18 18s-18 8-18 18M33 6c0 10-18 12-18 18s18 8 18 18');
  frame.setAttribute('fill', 'none');
  frame.setAttribute('stroke', 'currentColor');
  frame.setAttribute('stroke-width', '3');
  frame.setAttribute('stroke-linecap', 'round');
  const sand = doc.createElementNS(SVG_NS, 'path');
  sand.setAttribute('d', 'M18 38c2-5 10-5 12 0z');
  sand.setAttribute('fill', '#86b300');
  svg.append(frame, sand);
  return svg;
}

/**
 * The splash screen in index.html. After 7 s it lists the start-up steps, which are done (✓) and
 * which are under way (…; more than one can be: the server information is waited for in parallel),
 * so a slow start is not a mystery; after 10 s the spinner gives way to the long-load image
 * (spec sections 1 and 4), both counted from the page's start (`sinceStart`: how long ago that was).
 * The list is drawn again when the interface language arrives.
 */
export function createSplashProgress(doc: Document = document, sinceStart: number = performance.now()) {
  const done = new Set<BootStep>();
  const started = new Set<BootStep>();
  let shown = false;
  let long = false;
  const order: BootStep[] = ['viewport', 'loginId', 'account', 'instance', 'serviceWorker', 'mount'];

  function render() {
    const list = doc.getElementById('splash-progress');
    if (!list || !shown) return;
    list.hidden = false;
    list.replaceChildren(
      ...order.map((step) => {
        const li = doc.createElement('li');
        const mark = done.has(step) ? '✓' : started.has(step) ? '…' : '·';
        li.textContent = `${mark} ${tDynamic(`splash.steps.${step}`)}`;
        return li;
      }),
    );
    const image = doc.getElementById('splash-long-load');
    if (image) image.setAttribute('aria-label', t('noteDisplay.longLoad'));
  }

  function showLongLoad() {
    const splash = doc.getElementById('splash');
    if (!splash || long) return;
    long = true;
    const spinner = doc.getElementById('splash-spinner');
    const image = hourglass(doc, t('noteDisplay.longLoad'));
    if (spinner) spinner.replaceWith(image);
    else splash.append(image);
  }

  const timer = setTimeout(() => {
    shown = true;
    render();
  }, Math.max(0, SPLASH_PROGRESS_AFTER_MS - sinceStart));
  const longTimer = setTimeout(showLongLoad, Math.max(0, LONG_LOAD_AFTER_MS - sinceStart));
  const unsubscribe = subscribeLanguage(render);

  return {
    start(step: BootStep) {
      started.add(step);
      render();
    },
    finish(step: BootStep) {
      done.add(step);
      render();
    },
    remove() {
      clearTimeout(timer);
      clearTimeout(longTimer);
      unsubscribe();
      doc.getElementById('splash')?.remove();
    },
  };
}
