import { DeckView } from '@/features/deck';
import { EmbeddedRouter } from './embedded/EmbeddedRouter';
import { DECK_MAIN_HOST } from './embedded/router-hosts';

/** The deck's columns with the main column's own router: one lazy chunk, loaded when the deck is shown. */
export function DeckMain() {
  return <DeckView renderMain={(scrollRef) => <EmbeddedRouter info={{ kind: 'deck-main', hostId: DECK_MAIN_HOST }} initialPath="/" scrollRef={scrollRef} />} />;
}
