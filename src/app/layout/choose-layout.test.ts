import { describe, expect, it } from 'vitest';
import { chooseLayout, type LayoutInput } from './choose-layout';

const base: LayoutInput = { zen: false, signedIn: true, ui: 'universal', pathname: '/', device: 'desktop' };

describe('chooseLayout', () => {
  it.each([
    ['universal by default', {}, 'universal'],
    ['zen wins over everything', { zen: true, ui: 'deck' as const }, 'zen'],
    ['zen for visitors too', { zen: true, signedIn: false }, 'zen'],
    ['visitors get the visitor layout', { signedIn: false, ui: 'deck' as const }, 'visitor'],
    ['the deck at /', { ui: 'deck' as const }, 'deck'],
    ['the deck only at /', { ui: 'deck' as const, pathname: '/notes/1' }, 'universal'],
    ['the deck on a phone when chosen', { ui: 'deck' as const, device: 'smartphone' as const }, 'deck'],
    ['classic when chosen', { ui: 'classic' as const, pathname: '/@alice' }, 'classic'],
    ['classic at / too', { ui: 'classic' as const }, 'classic'],
    ['phones get universal instead of classic', { ui: 'classic' as const, device: 'smartphone' as const }, 'universal'],
    ['tablets keep classic', { ui: 'classic' as const, device: 'tablet' as const }, 'classic'],
  ] as const)('%s', (_name, over, expected) => expect(chooseLayout({ ...base, ...over })).toBe(expected));
});
