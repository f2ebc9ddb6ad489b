/** Settings area: routes import page components straight from their files (lazy chunks). */
export { SETTINGS_PAGES, SETTINGS_GROUPS } from './catalogue/pages';
