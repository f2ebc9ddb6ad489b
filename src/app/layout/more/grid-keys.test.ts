import { describe, expect, it } from 'vitest';
import { gridTarget } from './grid-keys';

describe('moving the focus in the "more" grid', () => {
  it('steps left and right in reading order, wrapping at the ends', () => {
    expect(gridTarget('ArrowRight', 0, 7, 3)).toBe(1);
    expect(gridTarget('ArrowRight', 6, 7, 3)).toBe(0);
    expect(gridTarget('ArrowLeft', 0, 7, 3)).toBe(6);
  });

  it('moves up and down a row, staying put where there is no row', () => {
    expect(gridTarget('ArrowDown', 1, 7, 3)).toBe(4);
    expect(gridTarget('ArrowDown', 4, 7, 3)).toBe(4);
    expect(gridTarget('ArrowUp', 4, 7, 3)).toBe(1);
    expect(gridTarget('ArrowUp', 1, 7, 3)).toBe(1);
  });

  it('goes to the first and last item, and ignores other keys', () => {
    expect(gridTarget('Home', 5, 7, 3)).toBe(0);
    expect(gridTarget('End', 0, 7, 3)).toBe(6);
    expect(gridTarget('a', 0, 7, 3)).toBeNull();
    expect(gridTarget('ArrowRight', 0, 0, 3)).toBeNull();
  });
});
