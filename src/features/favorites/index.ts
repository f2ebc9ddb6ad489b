export { FavoritesPage } from './FavoritesPage';
export { favoriteKeys } from './favorites-queries';
