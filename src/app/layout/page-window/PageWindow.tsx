import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { WindowFrame } from '@/ui/window/WindowFrame';
import { EmbeddedRouter } from '../embedded/EmbeddedRouter';
import type { AppRouter } from '../embedded/router-hosts';
import { closePageWindow, focusPageWindow, type PageWindowEntry } from './window-store';

/** Window host ids: `window-<id>`. */
export const windowHostId = (id: number) => `window-${id}`;

/** One page window: a frame around an embedded router with its own history. */
export function PageWindow({ entry, index }: { entry: PageWindowEntry; index: number }) {
  const { t } = useI18n();
  const main = useRouter();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [router, setRouter] = useState<AppRouter | null>(null);
  const [title, setTitle] = useState(entry.path);
  const [canBack, setCanBack] = useState(false);

  useEffect(() => {
    if (!router) return;
    return router.subscribe('onResolved', () => setCanBack(router.history.canGoBack()));
  }, [router]);

  // The window is named after the page's own heading once it has rendered (the path until then).
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || !router) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const heading = body.querySelector('[data-page] h1, h1') ?? body.querySelector('[data-page] h2');
      setTitle(heading?.textContent?.trim() || router.state.location.href);
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(update);
    });
    observer.observe(body, { childList: true, subtree: true, characterData: true });
    update();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [router]);

  const close = useCallback(() => closePageWindow(entry.id), [entry.id]);
  const toMain = () => {
    const href = router?.state.location.href ?? entry.path;
    close();
    void main.navigate({ href });
  };

  return (
    <WindowFrame
      title={title}
      labels={{ back: t('common.back'), maximise: t('window.maximise'), restore: t('window.restore'), toMain: t('window.showInPage'), close: t('common.close'), resize: t('window.resize') }}
      index={index}
      zIndex={900 + entry.z}
      canBack={canBack}
      onBack={() => router?.history.back()}
      onClose={close}
      onToMain={toMain}
      onFocus={() => focusPageWindow(entry.id)}
      bodyRef={bodyRef}
    >
      <EmbeddedRouter info={{ kind: 'window', hostId: windowHostId(entry.id) }} initialPath={entry.path} scrollRef={bodyRef} onRouter={setRouter} />
    </WindowFrame>
  );
}
