import { describe, expect, it } from 'vitest';
import { chooseAd, readAds, withMutes, type Ad } from './ad-choice';

const ad = (id: string, place: string, ratio: number): Ad => ({ id, place, ratio, url: `https://ads.example/${id}`, imageUrl: `https://ads.example/${id}.png` });

describe('ads on the reader’s side', () => {
  it('reads meta.ads defensively: only http(s) images, unsafe links dropped', () => {
    expect(readAds([{ id: 'a', place: 'square', ratio: 2, url: 'javascript:alert(1)', imageUrl: 'https://x.example/a.png' }, { id: 'b', place: 'square', imageUrl: 'data:image/png,xx' }, null, 'x'])).toEqual([
      { id: 'a', place: 'square', ratio: 2, url: '', imageUrl: 'https://x.example/a.png' },
    ]);
    expect(readAds(undefined)).toEqual([]);
  });

  it('weighs the choice by ratio among the slot’s places', () => {
    const ads = [ad('h1', 'horizontal', 1), ad('h3', 'horizontal', 3), ad('sq', 'square', 5)];
    expect(chooseAd(ads, ['horizontal'], [], 0)!.id).toBe('h1');
    expect(chooseAd(ads, ['horizontal'], [], 0.24)!.id).toBe('h1');
    expect(chooseAd(ads, ['horizontal'], [], 0.26)!.id).toBe('h3');
    expect(chooseAd(ads, ['horizontal'], [], 0.99)!.id).toBe('h3');
    expect(chooseAd(ads, ['square'], [], 0.5)!.id).toBe('sq');
    expect(chooseAd(ads, ['widget'], [], 0.5)).toBeNull();
  });

  it('never shows an ad of ratio 0, and muting sets the ratio to 0', () => {
    const ads = [ad('zero', 'square', 0), ad('a', 'square', 1), ad('b', 'square', 1)];
    for (const roll of [0, 0.3, 0.6, 0.9]) expect(chooseAd(ads, ['square'], [], roll)!.id).not.toBe('zero');
    expect(withMutes(ads, ['a']).find((x) => x.id === 'a')!.ratio).toBe(0);
    for (const roll of [0, 0.5, 0.99]) expect(chooseAd(ads, ['square'], ['a'], roll)!.id).toBe('b');
    expect(chooseAd(ads, ['square'], ['a', 'b'], 0.5)).toBeNull();
  });
});
