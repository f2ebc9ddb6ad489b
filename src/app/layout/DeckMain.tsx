import { DeckView } from '@/features/deck';
import { DeckColumnPage } from './DeckColumnPage';
import { EmbeddedRouter } from './embedded/EmbeddedRouter';
import { DECK_MAIN_HOST } from './embedded/router-hosts';

/** The deck's columns with the main column's own router (and one per page opened in a column): one lazy chunk, loaded when the deck is shown. */
export function DeckMain() {
  return (
    <DeckView
      renderMain={(scrollRef) => <EmbeddedRouter info={{ kind: 'deck-main', hostId: DECK_MAIN_HOST }} initialPath="/" scrollRef={scrollRef} />}
      renderPage={(href, column, scrollRef) => <DeckColumnPage key={column} href={href} column={column} scrollRef={scrollRef} />}
    />
  );
}
