import { describe, expect, it } from 'vitest';
import { onlineStatusLabel } from './online-status';

describe('onlineStatusLabel', () => {
  it('maps the ten values to their four labels', () => {
    const table = {
      online: 'online',
      'half-online': 'online',
      active: 'active',
      'half-active': 'active',
      offline: 'offline',
      'half-sleeping': 'offline',
      sleeping: 'offline',
      'deep-sleeping': 'offline',
      'super-sleeping': 'offline',
      unknown: 'unknown',
    };
    for (const [value, label] of Object.entries(table)) expect(onlineStatusLabel(value)).toBe(label);
  });

  it('shows an unheard-of value as unknown and an absent one as nothing', () => {
    expect(onlineStatusLabel('dreaming')).toBe('unknown');
    expect(onlineStatusLabel('__proto__')).toBe('unknown');
    expect(onlineStatusLabel(undefined)).toBeNull();
    expect(onlineStatusLabel(3)).toBeNull();
  });
});
