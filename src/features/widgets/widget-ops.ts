import type { Widget } from '@/core/settings';

/** Pure operations on a widgets area (the `widgets` setting, shape `{ id, name, place, data }[]`). */

export function newWidgetId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function addWidget(list: readonly Widget[], name: string, place: string | null, data: Record<string, unknown> = {}, id = newWidgetId()): Widget[] {
  return [...list, { id, name, place, data: { ...data } }];
}

export function removeWidget(list: readonly Widget[], id: string): Widget[] {
  return list.filter((w) => w.id !== id);
}

export function updateWidgetData(list: readonly Widget[], id: string, patch: Record<string, unknown>): Widget[] {
  return list.map((w) => (w.id === id ? { ...w, data: { ...w.data, ...patch } } : w));
}

/** Moves a widget one step up (-1) or down (+1), among the widgets of the same place unless `anyPlace`. */
export function moveWidget(list: readonly Widget[], id: string, step: -1 | 1, anyPlace = false): Widget[] {
  const index = list.findIndex((w) => w.id === id);
  const widget = list[index];
  if (!widget) return [...list];
  let j = index + step;
  while (!anyPlace && j >= 0 && j < list.length && list[j]!.place !== widget.place) j += step;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  out[index] = out[j]!;
  out[j] = widget;
  return out;
}

/** The widgets shown in one place; `null`-placed widgets count as `fallback`'s. */
export function widgetsOfPlace(list: readonly Widget[], place: string, fallback = 'right'): Widget[] {
  return list.filter((w) => (w.place ?? fallback) === place);
}

/** Moves a widget to the other side (classic layout). */
export function setWidgetPlace(list: readonly Widget[], id: string, place: string): Widget[] {
  return list.map((w) => (w.id === id ? { ...w, place } : w));
}
