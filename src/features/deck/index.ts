export { DeckView } from './DeckView';
export { useDeck } from './use-deck';
export type { DeckColumn, DeckProfile, DeckColumnType } from './deck-model';
