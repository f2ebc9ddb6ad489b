import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode, RefObject } from 'react';
import { useRolePolicies } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import type { Widget } from '@/core/settings';
import { PagedNoteList } from '@/features/search';
import { Timeline, timelineAllowed, type TimelineSource } from '@/features/timeline';
import { InNotificationContext } from '@/features/note';
import { NotificationFeed } from '@/features/notifications';
import { WidgetsArea } from '@/features/widgets';
import type { DeckColumn } from './deck-model';
import { mentionsQuery, useLiveMentions } from './mentions-query';

/** The timeline source a column shows, when it shows one. */
export function columnSource(col: DeckColumn): TimelineSource | null {
  switch (col.type) {
    case 'timeline':
      return { kind: col.tl ?? 'home' };
    case 'list':
      return col.listId ? { kind: 'list', listId: col.listId } : null;
    case 'antenna':
      return col.antennaId ? { kind: 'antenna', antennaId: col.antennaId } : null;
    case 'channel':
      return col.channelId ? { kind: 'channel', channelId: col.channelId } : null;
    default:
      return null;
  }
}

interface ColumnBodyProps {
  column: DeckColumn;
  scrollRef: RefObject<HTMLDivElement | null>;
  renderMain: (scrollRef: RefObject<HTMLDivElement | null>) => ReactNode;
  onWidgetsChange: (widgets: Widget[]) => void;
}

/** What a column holds, by its kind; timelines are live and scroll in the column. */
export function ColumnBody({ column, scrollRef, renderMain, onWidgetsChange }: ColumnBodyProps) {
  const { t } = useI18n();
  const source = columnSource(column);
  const policies = useRolePolicies();
  // A column of a timeline the user's role policies now forbid says so instead of asking the server.
  if (source && !timelineAllowed(source, policies)) return <p role="status" data-timeline-unavailable="">{t('deckScreens.timelineUnavailable')}</p>;
  if (source) return <Timeline key={JSON.stringify(source)} source={source} scrollElement={scrollRef} placeKey={`deck-${column.id}`} />;
  switch (column.type) {
    case 'main':
      return <>{renderMain(scrollRef)}</>;
    case 'notifications':
      return <NotificationFeed />;
    case 'mentions':
      return <Mentions direct={false} label={t('deck.columns.mentions')} />;
    case 'direct':
      return <Mentions direct label={t('deck.columns.direct')} />;
    case 'widgets':
      return <WidgetsArea widgets={column.widgets ?? []} onChange={onWidgetsChange} place="deck" label={t('deck.columns.widgets')} />;
    default:
      return null;
  }
}

function Mentions({ direct, label }: { direct: boolean; label: string }) {
  const { t } = useI18n();
  const query = useInfiniteQuery(mentionsQuery(direct));
  useLiveMentions(direct);
  // Mentions are notifications: muteExcludeNotification applies, as on the notifications page.
  return (
    <InNotificationContext.Provider value={true}>
      <PagedNoteList query={query} label={label} emptyText={t('timeline.empty')} />
    </InNotificationContext.Provider>
  );
}
