/**
 * The HTTP headers a host should send with the built client (issue 52). The CSP travels in
 * index.html as a <meta>, which cannot forbid framing (`frame-ancestors` is ignored there): served
 * as a header, the same policy also says `frame-ancestors 'none'`. Used by the mock's static server
 * (`npm run preview`, the e2e suite) and written by the build as `dist/_headers` (the format of
 * hosts that read one, e.g. Netlify and Cloudflare Pages).
 */

/** The policy of the build's CSP <meta> in `html`, or null when it has none. */
export function cspFromIndexHtml(html: string): string | null {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  return m ? m[1]!.replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
}

/** The policy as a header: the meta's directives, and no framing by any page. */
export function cspHeader(metaPolicy: string): string {
  const directives = metaPolicy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^frame-ancestors\b/.test(d));
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

/** Sent with every file: no MIME sniffing, no address leaked to other sites, no framing (older browsers). */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Headers for every response of the built client: the common ones and the CSP (any path may answer
 * with index.html, and the service worker's script takes its policy from its own response).
 */
export function hostHeaders(metaPolicy: string | null): Record<string, string> {
  return { ...COMMON_HEADERS, ...(metaPolicy ? { 'Content-Security-Policy': cspHeader(metaPolicy) } : {}) };
}

/** `dist/_headers`: every header on every path. */
export function headersFile(metaPolicy: string): string {
  const lines = ['/*', ...Object.entries(hostHeaders(metaPolicy)).map(([k, v]) => `  ${k}: ${v}`)];
  return lines.join('\n') + '\n';
}
