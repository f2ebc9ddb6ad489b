import { describe, expect, it } from 'vitest';
import { adDraftErrors, adDraftFrom, adParams } from './ad-draft';

describe('ad drafts', () => {
  it('a new draft needs both URLs; a ratio of 0 (muted) is valid', () => {
    const d = adDraftFrom(null, new Date('2026-01-01T00:00:00Z'));
    expect(adDraftErrors(d)).toEqual(['url', 'imageUrl']);
    const ok = { ...d, url: 'https://a.example', imageUrl: 'https://a.example/i.png', ratio: '0' };
    expect(adDraftErrors(ok)).toEqual([]);
    expect(adParams(ok)).toMatchObject({ url: 'https://a.example', ratio: 0, place: 'square', priority: 'middle' });
    expect(adDraftErrors({ ...ok, url: 'javascript:x', ratio: '-1' })).toEqual(['url', 'ratio']);
  });
  it('keeps the id when editing', () => {
    const d = adDraftFrom({ id: 'x', url: 'https://a', imageUrl: 'https://b', memo: '', place: 'odd', priority: 'low', ratio: 3, expiresAt: '2026-02-01T00:00:00Z' });
    expect(d).toMatchObject({ id: 'x', place: 'square', priority: 'low', ratio: '3' });
    expect(adParams(d)).toMatchObject({ id: 'x' });
  });
});
