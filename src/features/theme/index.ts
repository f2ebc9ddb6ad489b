/** Theme settings pages and the theme editor (routes import them; nothing else should). */
export { ThemeSettingsPage } from './ThemeSettingsPage';
export { ThemeInstallPage } from './ThemeInstallPage';
export { ThemeManagePage } from './ThemeManagePage';
export { ThemeEditorPage } from './ThemeEditorPage';
