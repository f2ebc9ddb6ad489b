export { SearchPage } from './SearchPage';
export { PagedNoteList } from './PagedNoteList';
export { openSearch, runSearchInput, pathOfLookup } from './run-search';
export { parseSearchInput, searchPagePath, type SearchIntent } from './parse-search-input';
export { TagUserNotesPage } from './TagUserNotesPage';
