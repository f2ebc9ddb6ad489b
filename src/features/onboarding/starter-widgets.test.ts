import { describe, expect, it } from 'vitest';
import { isValidSettingValue } from '@/core/settings';
import { WIDGET_KINDS } from '@/features/widgets';
import { STARTER_WIDGETS, starterWidgets } from './starter-widgets';

describe('the starter widgets', () => {
  it('are widget kinds the registry offers, with their default data', () => {
    for (const w of STARTER_WIDGETS) {
      const kind = WIDGET_KINDS.find((k) => k.name === w.name);
      expect(kind, w.name).toBeDefined();
      expect(w.data).toEqual(kind!.defaultData);
    }
  });

  it('make a valid `widgets` setting on the right, each with its own id', () => {
    let n = 0;
    const list = starterWidgets(() => `id${++n}`);
    expect(list.map((w) => [w.id, w.name, w.place])).toEqual([
      ['id1', 'notifications', 'right'],
      ['id2', 'trends', 'right'],
      ['id3', 'onlineUsers', 'right'],
      ['id4', 'calendar', 'right'],
    ]);
    expect(isValidSettingValue('widgets', list)).toBe(true);
    expect(new Set(starterWidgets().map((w) => w.id)).size).toBe(STARTER_WIDGETS.length);
  });
});
