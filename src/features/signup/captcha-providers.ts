/**
 * The captcha services a server may ask for at sign-up, with exactly the origins each needs. The
 * build's Content-Security-Policy (build/csp.ts) permits these origins and no other third party;
 * a provider's script is loaded only when the server asks for it.
 */
export type CaptchaProvider = 'hcaptcha' | 'recaptcha' | 'turnstile';

export interface CaptchaProviderInfo {
  /** The script, loaded on demand with explicit rendering. */
  script: string;
  /** The sign-up param that carries the answer. */
  param: 'hcaptcha-response' | 'g-recaptcha-response' | 'turnstile-response';
  /** Global the script defines. */
  global: 'hcaptcha' | 'grecaptcha' | 'turnstile';
  /** Origins for script-src and frame-src. */
  scriptOrigins: readonly string[];
  frameOrigins: readonly string[];
}

export const CAPTCHA_PROVIDERS: Readonly<Record<CaptchaProvider, CaptchaProviderInfo>> = {
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
    param: 'hcaptcha-response',
    global: 'hcaptcha',
    scriptOrigins: ['https://js.hcaptcha.com', 'https://newassets.hcaptcha.com'],
    frameOrigins: ['https://newassets.hcaptcha.com'],
  },
  recaptcha: {
    script: 'https://www.recaptcha.net/recaptcha/api.js?render=explicit',
    param: 'g-recaptcha-response',
    global: 'grecaptcha',
    scriptOrigins: ['https://www.recaptcha.net', 'https://www.gstatic.com'],
    frameOrigins: ['https://www.recaptcha.net', 'https://www.google.com'],
  },
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    param: 'turnstile-response',
    global: 'turnstile',
    scriptOrigins: ['https://challenges.cloudflare.com'],
    frameOrigins: ['https://challenges.cloudflare.com'],
  },
};

/** The captcha a server's meta asks for, with its site key; null when none. */
export function requiredCaptcha(meta: Record<string, unknown> | null | undefined): { provider: CaptchaProvider; siteKey: string } | null {
  if (!meta) return null;
  const pick = (flag: string, key: string, provider: CaptchaProvider) =>
    meta[flag] === true && typeof meta[key] === 'string' && meta[key] ? { provider, siteKey: meta[key] as string } : null;
  return pick('enableHcaptcha', 'hcaptchaSiteKey', 'hcaptcha') ?? pick('enableRecaptcha', 'recaptchaSiteKey', 'recaptcha') ?? pick('enableTurnstile', 'turnstileSiteKey', 'turnstile');
}

/**
 * The captcha providers this build may load (`VITE_CAPTCHA_PROVIDERS=hcaptcha,turnstile` at build
 * time; none by default). A meta CSP cannot be widened at run time, so the build permits exactly the
 * providers its server uses (build/csp.ts adds their script origins to script-src and nothing else).
 * A server asking for one the build does not permit gets a plain message in the sign-up dialog.
 */
export function captchaProvidersFromEnv(value: string | undefined): CaptchaProvider[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is CaptchaProvider => s in CAPTCHA_PROVIDERS);
}

/** Whether this build's CSP lets the provider's script run. */
export function captchaPermitted(provider: CaptchaProvider): boolean {
  return captchaProvidersFromEnv(import.meta.env.VITE_CAPTCHA_PROVIDERS as string | undefined).includes(provider);
}
