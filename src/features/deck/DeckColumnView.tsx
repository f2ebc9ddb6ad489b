import { useRef, type ReactNode, type RefObject } from 'react';
import { smoothScrollToTop } from '@/ui/scheduling/scroll-to-top';
import { useI18n } from '@/core/i18n';
import { ScrollContainerProvider } from '@/ui/layouts/scroll-container';
import { ColumnBody } from './ColumnBody';
import { ColumnMenu } from './ColumnMenu';
import { columnTitleKey } from './column-title';
import { useColumnScrollMemory } from './column-scroll-memory';
import type { DeckColumn, DeckProfile } from './deck-model';
import { updateColumn } from './deck-ops';
import styles from './Deck.module.css';

interface DeckColumnViewProps {
  column: DeckColumn;
  profile: DeckProfile;
  profileName: string;
  update: (change: (p: DeckProfile) => DeckProfile) => void;
  renderMain: (scrollRef: RefObject<HTMLDivElement | null>) => ReactNode;
}

/**
 * One column: a header with its title and menu, and a body that scrolls on its own. Links in a
 * column (other than the main one) open in the main column, or in a window when there is none.
 */
export function DeckColumnView({ column, profile, profileName, update, renderMain }: DeckColumnViewProps) {
  const { t } = useI18n();
  const bodyRef = useRef<HTMLDivElement>(null);
  useColumnScrollMemory(`${profileName}/${column.id}`, bodyRef);
  const title = column.name ?? t(columnTitleKey(column));
  return (
    <section className={styles.column} aria-label={title} data-deck-column={column.id} data-deck-column-type={column.type}>
      <header className={styles.header}>
        <button type="button" className={styles.title} onClick={() => bodyRef.current && smoothScrollToTop(bodyRef.current)} title={t('deck.toTop')}>
          <h2 className={styles.titleText}>{title}</h2>
        </button>
        <ColumnMenu column={column} title={title} profile={profile} update={update} />
      </header>
      <div ref={bodyRef} className={styles.body} data-scroll-container="" {...(column.type === 'main' ? {} : { 'data-link-target': 'deck' })}>
        <ScrollContainerProvider value={bodyRef}>
          <ColumnBody column={column} scrollRef={bodyRef} renderMain={renderMain} onWidgetsChange={(widgets) => update((p) => updateColumn(p, column.id, { widgets }))} />
        </ScrollContainerProvider>
      </div>
    </section>
  );
}
