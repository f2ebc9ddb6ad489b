/** Content warning, counter and "post allowed" rules (spec sections 4 and 5). */

/** An enabled but empty content warning becomes 'CW'; a disabled one is cleared. */
export function normalizeCw(useCw: boolean, cw: string | null | undefined): string | null {
  if (!useCw) return null;
  return cw && cw.trim() !== '' ? cw : 'CW';
}

/** Length as the server counts it (code points; `[...text].length` without building the array). */
export function noteLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++, n++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

export interface TextCounter {
  value: number;
  /** `remaining` normally; `used` while more than 999 remain. */
  mode: 'remaining' | 'used';
  over: boolean;
}

export function textCounter(length: number, max: number): TextCounter {
  const remaining = max - length;
  return remaining > 999 ? { value: length, mode: 'used', over: false } : { value: remaining, mode: 'remaining', over: remaining < 0 };
}

export interface PostAllowedInput {
  busy: boolean;
  uploading: boolean;
  text: string;
  hashtags: string;
  files: number;
  poll: boolean;
  quote: boolean;
  references: number;
  /** Length of what will be sent (text plus hashtags). */
  length: number;
  max: number;
}

/** Spec section 5 "Post allowed when". */
export function isPostAllowed(s: PostAllowedInput): boolean {
  if (s.busy || s.uploading) return false;
  const hasContent = s.text.trim().length >= 1 || s.hashtags.trim() !== '' || s.files > 0 || s.poll || s.quote || s.references > 0;
  return hasContent && s.length <= s.max;
}
