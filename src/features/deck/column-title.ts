import type { MessageKey } from '@/core/i18n';
import type { DeckColumn } from './deck-model';

const TYPE_LABEL: Record<DeckColumn['type'], MessageKey> = {
  main: 'deck.columns.main',
  timeline: 'deck.columns.timeline',
  list: 'deck.columns.list',
  antenna: 'deck.columns.antenna',
  channel: 'deck.columns.channel',
  notifications: 'deck.columns.notifications',
  mentions: 'deck.columns.mentions',
  direct: 'deck.columns.direct',
  widgets: 'deck.columns.widgets',
};

const TL_LABEL: Record<NonNullable<DeckColumn['tl']>, MessageKey> = {
  home: 'timeline.home',
  local: 'timeline.local',
  social: 'timeline.social',
  global: 'timeline.global',
  featured: 'timeline.featured',
  media: 'timeline.media',
};

export function columnTypeLabel(type: DeckColumn['type']): MessageKey {
  return TYPE_LABEL[type];
}

/** The default title of a column: its timeline's name, or its kind's. */
export function columnTitleKey(col: DeckColumn): MessageKey {
  return col.type === 'timeline' && col.tl ? TL_LABEL[col.tl] : TYPE_LABEL[col.type];
}

export function timelineLabel(tl: NonNullable<DeckColumn['tl']>): MessageKey {
  return TL_LABEL[tl];
}
