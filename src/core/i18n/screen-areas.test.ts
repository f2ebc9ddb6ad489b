import { describe, expect, it } from 'vitest';
import { jaJPBase } from '@/locales/base/ja-JP';
import { jaJPScreens } from '@/locales/screens/ja-JP';
import { partOf, SCREEN_AREAS } from './loaders';

describe('the two parts of a language', () => {
  it('SCREEN_AREAS lists exactly the areas of the screens part', () => {
    expect([...SCREEN_AREAS].sort()).toEqual(Object.keys(jaJPScreens).sort());
  });

  it('an area lives in one part only (the parts are merged shallowly)', () => {
    const base = Object.keys(jaJPBase);
    expect(Object.keys(jaJPScreens).filter((area) => base.includes(area))).toEqual([]);
    for (const area of base) expect(partOf(`${area}.x`), area).toBe('base');
  });
});
