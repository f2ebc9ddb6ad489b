/** The lean public entry for notes: the hover / long-press user popup trigger (its card loads lazily). */
export { UserPopupTrigger } from './UserPopupTrigger';
export { useAuthorRelation } from './use-author-relation';
