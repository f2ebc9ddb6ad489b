export { ListsPage } from './ListsPage';
export { ListPage } from './ListPage';
export { myListsQuery, listQuery, listsKeys } from './lists-queries';
export { AddToListDialog } from './AddToListDialog';
