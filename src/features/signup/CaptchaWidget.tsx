import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from './captcha-providers';

interface CaptchaApi {
  render(el: HTMLElement, opts: { sitekey: string; callback: (answer: string) => void; 'expired-callback'?: () => void }): unknown;
}

const loading = new Map<CaptchaProvider, Promise<CaptchaApi>>();

/** Loads the provider's script once, only when a server asks for that captcha. */
function loadProvider(provider: CaptchaProvider): Promise<CaptchaApi> {
  let p = loading.get(provider);
  if (!p) {
    const info = CAPTCHA_PROVIDERS[provider];
    p = new Promise<CaptchaApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = info.script;
      script.async = true;
      script.onerror = () => {
        loading.delete(provider);
        reject(new Error(`could not load ${provider}`));
      };
      script.onload = () => {
        const started = Date.now();
        const wait = () => {
          const api = (window as unknown as Record<string, CaptchaApi | undefined>)[info.global];
          if (api && typeof api.render === 'function') resolve(api);
          else if (Date.now() - started > 10_000) reject(new Error(`${provider} did not start`));
          else setTimeout(wait, 50);
        };
        wait();
      };
      document.head.append(script);
    });
    loading.set(provider, p);
  }
  return p;
}

/** The captcha a server asks for at sign-up; reports the answer (null when it expires). */
export function CaptchaWidget({ provider, siteKey, onAnswer }: { provider: CaptchaProvider; siteKey: string; onAnswer: (answer: string | null) => void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const answerRef = useRef(onAnswer);
  answerRef.current = onAnswer;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    loadProvider(provider).then(
      (api) => {
        if (!alive || !ref.current) return;
        api.render(ref.current, { sitekey: siteKey, callback: (a) => answerRef.current(a), 'expired-callback': () => answerRef.current(null) });
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [provider, siteKey]);

  return (
    <div data-captcha={provider}>
      <div ref={ref} />
      {failed && <p role="alert">{t('signup.form.captchaLoadFailed')}</p>}
    </div>
  );
}
