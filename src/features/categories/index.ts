export { CategoriesPage } from './CategoriesPage';
export { CategoryEditorPage } from './CategoryEditorPage';
export { CategoryViewPage } from './CategoryViewPage';
