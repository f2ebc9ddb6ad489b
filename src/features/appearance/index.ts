/** Appearance settings pages (routes import them; nothing else should). */
export { AppearancePage } from './AppearancePage';
export { CustomCssPage } from './CustomCssPage';
export { SoundsPage } from './SoundsPage';
export { EmojiPickerOrderPage } from './EmojiPickerOrderPage';
