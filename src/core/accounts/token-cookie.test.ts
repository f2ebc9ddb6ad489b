import { describe, expect, it } from 'vitest';
import { clearTokenCookie, setTokenCookie } from './token-cookie';

/** A document that records what is written to `document.cookie`. */
function recordingDoc(protocol: string): { doc: Document; written: string[] } {
  const written: string[] = [];
  const doc = {
    location: { protocol },
    set cookie(value: string) {
      written.push(value);
    },
    get cookie() {
      return '';
    },
  } as unknown as Document;
  return { doc, written };
}

describe('token cookie scope', () => {
  it('is SameSite=Strict on the whole site path, and Secure on https', () => {
    const { doc, written } = recordingDoc('https:');
    setTokenCookie('a b', doc);
    expect(written[0]).toBe('token=a%20b; path=/; max-age=31536000; SameSite=Strict; Secure');
    clearTokenCookie(doc);
    expect(written[1]).toBe('token=; path=/; max-age=0; SameSite=Strict; Secure');
  });

  it('is not Secure on plain http (a loopback development server)', () => {
    const { doc, written } = recordingDoc('http:');
    setTokenCookie('t', doc);
    expect(written[0]).toBe('token=t; path=/; max-age=31536000; SameSite=Strict');
  });
});
