import type { Widget } from '@/core/settings';

/**
 * The widgets a new account starts with (the widgets column is empty otherwise): what is going on
 * for me (notifications), on the server (trends, who is online) and the date. Names and data are
 * those of the widget registry (checked by starter-widgets.test.ts).
 */
export const STARTER_WIDGETS: ReadonlyArray<{ name: string; data: Record<string, unknown> }> = [
  { name: 'notifications', data: { height: 300 } },
  { name: 'trends', data: {} },
  { name: 'onlineUsers', data: {} },
  { name: 'calendar', data: {} },
];

function widgetId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The starter set as `widgets` setting entries, in the right-hand place. */
export function starterWidgets(makeId: () => string = widgetId): Widget[] {
  return STARTER_WIDGETS.map((w) => ({ id: makeId(), name: w.name, place: 'right', data: { ...w.data } }));
}
