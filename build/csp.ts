import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy shipped with the production build, as a <meta> tag so it travels
 * with the static files to any host. Scripts and styles only from this origin; API calls and the
 * stream to any http(s)/ws(s) server (the user chooses their server); images and media from any
 * https source (avatars, emoji and files live on remote servers); no plugins, no frames but media
 * players, no inline script.
 */
export const CSP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
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

export function cspString(): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
}

export function cspPlugin(): Plugin {
  return {
    name: 'client-csp',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${cspString()}" />`);
    },
  };
}
