import { describe, expect, it } from 'vitest';
import type { Widget } from '@/core/settings';
import { addWidget, moveWidget, removeWidget, setWidgetPlace, updateWidgetData, widgetsOfPlace } from './widget-ops';

const w = (id: string, place: string | null = 'right'): Widget => ({ id, name: 'clock', place, data: {} });

describe('widget operations', () => {
  it('adds with an id, a place and a copy of the data', () => {
    const data = { height: 300 };
    const list = addWidget([], 'timeline', 'left', data, 'x');
    expect(list).toEqual([{ id: 'x', name: 'timeline', place: 'left', data: { height: 300 } }]);
    expect(list[0]!.data).not.toBe(data);
    expect(addWidget(list, 'memo', null)[1]!.id).toMatch(/.+/);
  });
  it('removes and updates by id without touching the others', () => {
    const list = [w('a'), w('b')];
    expect(removeWidget(list, 'a')).toEqual([w('b')]);
    const updated = updateWidgetData(list, 'b', { showMs: true });
    expect(updated[1]!.data).toEqual({ showMs: true });
    expect(updated[0]).toBe(list[0]);
  });
  it('moves within its place, skipping widgets of the other side', () => {
    const list = [w('a'), w('l', 'left'), w('b')];
    expect(moveWidget(list, 'b', -1).map((x) => x.id)).toEqual(['b', 'l', 'a']);
    expect(moveWidget(list, 'a', -1).map((x) => x.id)).toEqual(['a', 'l', 'b']);
    expect(moveWidget(list, 'b', 1).map((x) => x.id)).toEqual(['a', 'l', 'b']);
    expect(moveWidget(list, 'nope', 1)).toEqual(list);
    expect(moveWidget(list, 'b', -1, true).map((x) => x.id)).toEqual(['a', 'b', 'l']);
  });
  it('selects by place, with null as the fallback side, and moves sides', () => {
    const list = [w('a', null), w('l', 'left')];
    expect(widgetsOfPlace(list, 'right').map((x) => x.id)).toEqual(['a']);
    expect(widgetsOfPlace(setWidgetPlace(list, 'a', 'left'), 'left').map((x) => x.id)).toEqual(['a', 'l']);
  });
});
