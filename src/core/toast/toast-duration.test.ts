import { describe, expect, it } from 'vitest';
import { toastDuration } from './toast-duration';

describe('toastDuration', () => {
  it.each([
    ['短い', 4000],
    ['12345', 4000],
    ['123456', 4500],
    ['投稿しました。ありがとうございます', 4000 + 1 * 500],
    ['アップロードに失敗しました。', 4000 + 8 * 500],
  ])('%s → %i ms', (msg, ms) => {
    expect(toastDuration(msg)).toBe(ms);
  });
});
