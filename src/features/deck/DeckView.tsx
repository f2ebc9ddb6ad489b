import { useState, type ReactNode, type RefObject } from 'react';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { AddColumnDialog } from './AddColumnDialog';
import { addColumn } from './deck-ops';
import { DeckStack } from './DeckStack';
import { DeckToolbar } from './DeckToolbar';
import { useDeck } from './use-deck';
import styles from './Deck.module.css';

interface DeckViewProps {
  /** The main column's content: the app's pages, with their own router, scrolled by the column. */
  renderMain: (scrollRef: RefObject<HTMLDivElement | null>) => ReactNode;
  /** A page opened inside a column (`href`), scrolled by `scrollRef`. */
  renderPage: (href: string, column: string, scrollRef: RefObject<HTMLDivElement | null>) => ReactNode;
}

/** The deck: the current profile's columns side by side, each stack resizable, each column scrolling on its own. */
export function DeckView({ renderMain, renderPage }: DeckViewProps) {
  const { t } = useI18n();
  const deck = useDeck();
  const [adding, setAdding] = useState(false);
  const { profile } = deck;
  return (
    <div className={styles.deck} data-deck-profile={deck.profileName}>
      <DeckToolbar deck={deck} onAddColumn={() => setAdding(true)} />
      <div className={styles.columns}>
        {profile.layout.map((ids) => (
          <DeckStack key={ids.join('|')} ids={ids} profile={profile} profileName={deck.profileName} update={deck.update} renderMain={renderMain} renderPage={renderPage} />
        ))}
        {profile.layout.length === 0 && (
          <div className={styles.emptyDeck}>
            <p>{t('deck.empty')}</p>
            <Button primary onClick={() => setAdding(true)}>
              {t('deck.addColumn')}
            </Button>
          </div>
        )}
      </div>
      {adding && <AddColumnDialog hasMain={profile.columns.some((c) => c.type === 'main')} onAdd={(c) => deck.update((p) => addColumn(p, c))} onClose={() => setAdding(false)} />}
    </div>
  );
}
