import { describe, expect, it } from 'vitest';
import { popupPlacement } from './popup-placement';

describe('notification pop-up placement', () => {
  it('sits in the chosen corner', () => {
    expect(popupPlacement('leftTop', 'vertical').style).toMatchObject({ left: '16px', top: '16px' });
    expect(popupPlacement('rightBottom', 'vertical').style).toMatchObject({ right: '16px', bottom: '16px' });
  });

  it('stacks away from the corner, the newest (last) nearest it', () => {
    // Top corners: newest on top, older below; bottom corners: newest at the bottom.
    expect(popupPlacement('leftTop', 'vertical').style.flexDirection).toBe('column-reverse');
    expect(popupPlacement('leftBottom', 'vertical').style.flexDirection).toBe('column');
    // Side by side: newest at the left edge for left corners, at the right edge for right corners.
    expect(popupPlacement('leftTop', 'horizontal').style.flexDirection).toBe('row-reverse');
    expect(popupPlacement('rightBottom', 'horizontal').style.flexDirection).toBe('row');
  });
});
