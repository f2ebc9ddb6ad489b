import { TOAST_BASE_MS, TOAST_FREE_CHARS, TOAST_PER_CHAR_MS } from '@/core/constants';

const JAPANESE_PUNCTUATION = /[。、！？!?]/;

/**
 * How long a toast stays (spec section 9): 4000 ms, plus 500 ms for each character beyond 5
 * in the first clause (the text before the first Japanese punctuation mark).
 */
export function toastDuration(message: string): number {
  const firstClause = message.split(JAPANESE_PUNCTUATION)[0] ?? '';
  const chars = [...firstClause].length;
  return TOAST_BASE_MS + Math.max(0, chars - TOAST_FREE_CHARS) * TOAST_PER_CHAR_MS;
}
