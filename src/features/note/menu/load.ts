import { loadScreenMessages } from '@/core/i18n';

/** The menus' chunks with the messages they use (the screens' part of the locale). */
export const loadNoteMenu = () => Promise.all([import('./NoteMenu'), loadScreenMessages()]).then(([m]) => m);
export const loadRenoteMenu = () => import('./RenoteMenu');
