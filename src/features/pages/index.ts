export { PagesPage, PageCard } from './PagesPage';
export { PageViewPage, PageSourcePage } from './PageViewPage';
export { PageEditorPage } from './PageEditor';
