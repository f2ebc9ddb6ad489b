import { useRouter, useRouterState } from '@tanstack/react-router';
import { useRef, type ReactNode, type RefObject } from 'react';
import { smoothScrollToTop } from '@/ui/scheduling/scroll-to-top';
import { useI18n } from '@/core/i18n';
import { ScrollContainerProvider } from '@/ui/layouts/scroll-container';
import { ColumnBody } from './ColumnBody';
import { ColumnMenu } from './ColumnMenu';
import { closeColumnPage } from './column-nav';
import { COLUMN_PAGES_PARAM, parseColumnPages, topPage } from './column-pages';
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
  renderPage: (href: string, column: string, scrollRef: RefObject<HTMLDivElement | null>) => ReactNode;
}

/**
 * One column: a header with its title and menu, and a body that scrolls on its own. A note or user
 * opened from a column (other than the main one) opens inside it, over its content, with a back
 * control; the address holds what is open (column-pages.ts), so a reload keeps it and browser Back
 * closes it. The content underneath stays where it was.
 */
export function DeckColumnView({ column, profile, profileName, update, renderMain, renderPage }: DeckColumnViewProps) {
  const { t } = useI18n();
  const router = useRouter();
  const bodyRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  useColumnScrollMemory(`${profileName}/${column.id}`, bodyRef);
  const ownPages = column.type !== 'main';
  const page = useRouterState({ select: (s) => (ownPages ? topPage(parseColumnPages((s.location.search as Record<string, unknown>)[COLUMN_PAGES_PARAM]), column.id) : null) });
  const title = column.name ?? t(columnTitleKey(column));
  return (
    <section className={styles.column} aria-label={title} data-deck-column={column.id} data-deck-column-type={column.type} {...(ownPages ? { 'data-column-links': column.id } : {})}>
      <header className={styles.header}>
        {page && (
          <button type="button" className={styles.headerButton} onClick={() => closeColumnPage(router, column.id)} aria-label={t('deckNav.back')} title={t('deckNav.back')} data-action="column-back">
            <span aria-hidden="true">←</span>
          </button>
        )}
        <button type="button" className={styles.title} onClick={() => smoothScrollToTop((page ? pageRef.current : null) ?? bodyRef.current ?? window)} title={t('deck.toTop')}>
          <h2 className={styles.titleText}>{title}</h2>
        </button>
        <ColumnMenu column={column} title={title} profile={profile} update={update} />
      </header>
      <div className={styles.bodyWrap}>
        <div ref={bodyRef} className={styles.body} data-scroll-container="" inert={page ? true : undefined}>
          <ScrollContainerProvider value={bodyRef}>
            <ColumnBody column={column} scrollRef={bodyRef} renderMain={renderMain} onWidgetsChange={(widgets) => update((p) => updateColumn(p, column.id, { widgets }))} />
          </ScrollContainerProvider>
        </div>
        {page && (
          <div ref={pageRef} className={styles.page} data-scroll-container="" data-deck-column-page={page} role="region" aria-label={t('deckNav.page', { name: title })}>
            <ScrollContainerProvider value={pageRef}>{renderPage(page, column.id, pageRef)}</ScrollContainerProvider>
          </div>
        )}
      </div>
    </section>
  );
}
