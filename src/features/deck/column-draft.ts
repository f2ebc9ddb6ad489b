import { DEFAULT_COLUMN_WIDTH, type DeckColumn, type DeckColumnType, type DeckTimeline } from './deck-model';

/** The add-column form's values. */
export interface ColumnDraft {
  type: DeckColumnType;
  tl: DeckTimeline;
  itemId: string;
  name: string;
}

/** The column a filled-in form makes, or null while it still needs a list, antenna or channel. */
export function columnFromDraft(d: ColumnDraft, id: string): DeckColumn | null {
  const base: DeckColumn = { id, type: d.type, name: d.name.trim() || null, width: DEFAULT_COLUMN_WIDTH };
  switch (d.type) {
    case 'timeline':
      return { ...base, tl: d.tl };
    case 'list':
      return d.itemId ? { ...base, listId: d.itemId } : null;
    case 'antenna':
      return d.itemId ? { ...base, antennaId: d.itemId } : null;
    case 'channel':
      return d.itemId ? { ...base, channelId: d.itemId } : null;
    case 'widgets':
      return { ...base, widgets: [] };
    default:
      return base;
  }
}

export function newColumnId(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
