import { describe, expect, it } from 'vitest';
import { avatarDecorationsOf } from './avatar-decoration';

describe('avatarDecorationsOf', () => {
  it('keeps entries with an id and an http(s) URL, with defaults and clamped numbers', () => {
    const user = {
      avatarDecorations: [
        { id: 'a', url: 'https://cdn.example/a.png', angle: 0.1, flipH: true, offsetX: 0.5, offsetY: -0.1 },
        { id: 'b', url: 'https://cdn.example/b.png' },
        { id: 'c', url: 'javascript:alert(1)' },
        { id: 'd', url: 'data:image/png;base64,AAAA' },
        { url: 'https://cdn.example/no-id.png' },
        null,
        'x',
      ],
    };
    expect(avatarDecorationsOf(user)).toEqual([
      { id: 'a', url: 'https://cdn.example/a.png', angle: 0.1, flipH: true, offsetX: 0.25, offsetY: -0.1 },
      { id: 'b', url: 'https://cdn.example/b.png', angle: 0, flipH: false, offsetX: 0, offsetY: 0 },
    ]);
  });

  it('gives none for an absent or malformed field (Misskey 13 users have none)', () => {
    expect(avatarDecorationsOf({ username: 'a' })).toEqual([]);
    expect(avatarDecorationsOf({ avatarDecorations: 'x' })).toEqual([]);
    expect(avatarDecorationsOf(null)).toEqual([]);
  });
});
