import { describe, expect, it } from 'vitest';
import { textOn } from './InstanceTicker';

describe('ticker text colour', () => {
  it('reads on light and dark theme colours', () => {
    expect(textOn('#ffffff')).toBe('#000');
    expect(textOn('#ff69b4')).toBe('#000');
    expect(textOn('#123')).toBe('#fff');
    expect(textOn('#1a237e')).toBe('#fff');
  });
});
