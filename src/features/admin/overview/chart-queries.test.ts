// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readChart } from './chart-queries';

describe('readChart', () => {
  it('reads the series each chart draws from Misskey 13 answers', () => {
    expect(readChart.activeUsers({ readWrite: [3, 2], write: [1, 1], read: [2, 1] })).toEqual({ active: [3, 2], posted: [1, 1] });
    expect(readChart.notes({ local: { inc: [5], total: [9] }, remote: { inc: [7] } })).toEqual({ local: [5], remote: [7] });
    expect(readChart.federation({ inboxInstances: [2], deliveredInstances: [4] })).toEqual({ received: [2], delivered: [4] });
  });

  it('turns an absent or malformed answer into empty series instead of failing', () => {
    expect(readChart.activeUsers(null)).toEqual({ active: [], posted: [] });
    expect(readChart.notes({ local: 'x' })).toEqual({ local: [], remote: [] });
    expect(readChart.federation({ inboxInstances: [1, 'two'] })).toEqual({ received: [1, 0], delivered: [] });
  });
});
