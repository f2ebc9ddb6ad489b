import { describe, expect, it } from 'vitest';
import { cspFromIndexHtml, cspHeader, headersFile, hostHeaders } from './host-headers';

const META = `default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'`;
const HTML = `<head><meta charset="utf-8" />\n<meta http-equiv="Content-Security-Policy" content="${META}" /></head>`;

describe('host headers', () => {
  it('take the build policy from index.html and add frame-ancestors, which a <meta> cannot carry', () => {
    expect(cspFromIndexHtml(HTML)).toBe(META);
    expect(cspFromIndexHtml('<head></head>')).toBeNull();
    expect(cspHeader(META)).toBe(`default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'; frame-ancestors 'none'`);
    expect(cspHeader(`${META}; frame-ancestors *`)).toMatch(/object-src 'none'; frame-ancestors 'none'$/);
  });

  it('send nosniff, a referrer policy and no framing with every file, and the CSP when the build has one', () => {
    expect(hostHeaders(META)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': `${META}; frame-ancestors 'none'`,
    });
    expect(hostHeaders(null)).not.toHaveProperty('Content-Security-Policy');
  });

  it('are written as a _headers file for every path', () => {
    expect(headersFile(META).split('\n')).toEqual([
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: same-origin',
      '  X-Frame-Options: DENY',
      `  Content-Security-Policy: ${META}; frame-ancestors 'none'`,
      '',
    ]);
  });
});
