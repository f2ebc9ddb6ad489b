import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useI18n } from '@/core/i18n';
import { decideAnchor, isAtBottom, snapshotOf, type AnchorSnapshot } from './anchoring';
import { formatDay } from './format';
import { MessageBubble } from './MessageBubble';
import { buildRows } from './message-logic';
import type { MessagingMessage } from './types';
import styles from './Messaging.module.css';

const LOAD_OLDER_PX = 300;

interface MessageListProps {
  messages: MessagingMessage[];
  meId: string;
  isGroup: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onDelete: (m: MessagingMessage) => void;
}

/** The room's history: virtualized, oldest at the top, anchored at the bottom, older pages load above. */
export function MessageList({ messages, meId, isGroup, hasOlder, loadingOlder, onLoadOlder, onDelete }: MessageListProps) {
  const { t } = useI18n();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => buildRows(messages), [messages]);
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const atBottom = useRef(true);
  const before = useRef<AnchorSnapshot | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.kind === 'date' ? 32 : 64),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
  });

  const toBottom = useCallback(() => {
    const el = scrollRef.current;
    if (!el || rows.length === 0) return;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight;
    });
  }, [rows.length, virtualizer]);

  useLayoutEffect(() => {
    const last = rows[rows.length - 1];
    const lastIsMine = last?.kind === 'message' && last.message.userId === meId;
    const action = decideAnchor(before.current, keys, atBottom.current, lastIsMine);
    before.current = snapshotOf(keys);
    const el = scrollRef.current;
    if (!el) return;
    if (action.kind === 'bottom') toBottom();
    else if (action.kind === 'keep') {
      const added = virtualizer.measurementsCache[action.addedAbove]?.start ?? 0;
      virtualizer.scrollToOffset(el.scrollTop + added);
    }
  }, [keys, rows, meId, toBottom, virtualizer]);

  // A first page that does not fill the view cannot be scrolled up: load older ones right away.
  useEffect(() => {
    const el = scrollRef.current;
    if (el && hasOlder && !loadingOlder && el.scrollHeight <= el.clientHeight) onLoadOlder();
  }, [rows.length, hasOlder, loadingOlder, onLoadOlder]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = isAtBottom(el);
    if (el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div ref={scrollRef} className={styles.scroller} onScroll={onScroll} role="log" aria-label={t('messaging.history')} aria-busy={loadingOlder}>
      {loadingOlder && <p className={styles.loadingOlder}>{t('common.loading')}</p>}
      {!hasOlder && messages.length > 0 && <p className={styles.beginning}>{t('messaging.beginning')}</p>}
      {messages.length === 0 && <p className={styles.empty}>{t('messaging.noMessages')}</p>}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={styles.row} style={{ transform: `translateY(${item.start}px)` }}>
              {row.kind === 'date' ? (
                <div className={styles.dateSeparator} role="separator" data-day={row.day}>
                  <span>{formatDay(row.date)}</span>
                </div>
              ) : (
                <MessageBubble message={row.message} mine={row.message.userId === meId} isGroup={isGroup} onDelete={onDelete} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
