import { SPLASH_PROGRESS_AFTER_MS } from '@/core/constants';
import { tDynamic } from '@/core/i18n';

export type BootStep = 'viewport' | 'loginId' | 'account' | 'instance' | 'serviceWorker' | 'mount';

/**
 * The splash screen in index.html. After 7 s it lists the start-up steps and which are done,
 * so a slow start is not a mystery.
 */
export function createSplashProgress(doc: Document = document) {
  const done = new Set<BootStep>();
  let current: BootStep | null = null;
  let shown = false;
  const order: BootStep[] = ['viewport', 'loginId', 'account', 'instance', 'serviceWorker', 'mount'];

  function render() {
    const list = doc.getElementById('splash-progress');
    if (!list || !shown) return;
    list.hidden = false;
    list.replaceChildren(
      ...order.map((step) => {
        const li = doc.createElement('li');
        const mark = done.has(step) ? '✓' : step === current ? '…' : '·';
        li.textContent = `${mark} ${tDynamic(`splash.steps.${step}`)}`;
        return li;
      }),
    );
  }

  const timer = setTimeout(() => {
    shown = true;
    render();
  }, SPLASH_PROGRESS_AFTER_MS);

  return {
    start(step: BootStep) {
      current = step;
      render();
    },
    finish(step: BootStep) {
      done.add(step);
      if (current === step) current = null;
      render();
    },
    remove() {
      clearTimeout(timer);
      doc.getElementById('splash')?.remove();
    },
  };
}
