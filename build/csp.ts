import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { cspFromIndexHtml, headersFile } from './host-headers';
import { CAPTCHA_PROVIDERS, captchaProvidersFromEnv, type CaptchaProvider } from '../src/features/signup/captcha-providers';

export { captchaProvidersFromEnv };

/**
 * The Content-Security-Policy shipped with the production build, as a <meta> tag so it travels
 * with the static files to any host. Scripts and styles only from this origin (plus exactly the
 * permitted captcha providers); API calls and the stream to any http(s)/ws(s) server (the user
 * chooses their server); images and media from any https source (avatars, emoji and files live on
 * remote servers); no plugins, no frames but media players and captchas, no inline script, and no
 * inline style but index.html's own (by hash; run-time rules are constructed sheets, CSSOM).
 */
export function cspDirectives(captcha: readonly CaptchaProvider[] = []): Record<string, string> {
  const scriptOrigins = [...new Set(captcha.flatMap((p) => CAPTCHA_PROVIDERS[p].scriptOrigins))];
  return {
    'default-src': "'self'",
    'script-src': ["'self'", ...scriptOrigins].join(' '),
    // Inline <style> only by hash (the build adds those of index.html, build/early-plugin.ts); the
    // captcha providers' widgets set inline styles of their own.
    'style-src': captcha.length ? "'self' 'unsafe-inline'" : "'self'",
    'img-src': "'self' data: blob: https: http:",
    'media-src': "'self' blob: https: http:",
    'font-src': "'self' data:",
    'connect-src': "'self' https: http: wss: ws:",
    'worker-src': "'self' blob:",
    'frame-src': 'https:',
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'manifest-src': "'self'",
  };
}

/** The default build's policy (no captcha provider). */
export const CSP_DIRECTIVES: Record<string, string> = cspDirectives();

export function cspString(captcha: readonly CaptchaProvider[] = []): string {
  return Object.entries(cspDirectives(captcha))
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
}

export function cspPlugin(): Plugin {
  let captcha: CaptchaProvider[] = [];
  let outDir = 'dist';
  return {
    name: 'client-csp',
    apply: 'build',
    configResolved(config) {
      captcha = captchaProvidersFromEnv(config.env.VITE_CAPTCHA_PROVIDERS as string | undefined);
      outDir = resolve(config.root, config.build.outDir);
    },
    // The headers a host should send, with the finished index.html's policy (its script hash included): dist/_headers.
    writeBundle() {
      const index = join(outDir, 'index.html');
      let policy: string | null = null;
      try {
        policy = cspFromIndexHtml(readFileSync(index, 'utf8'));
      } catch {
        return;
      }
      if (policy) writeFileSync(join(outDir, '_headers'), headersFile(policy));
    },
    transformIndexHtml(html) {
      return html.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${cspString(captcha)}" />`);
    },
  };
}
