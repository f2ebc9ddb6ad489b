import { loadEmojiPicker } from '@/features/emoji-picker';
import { loadNoteMenu, loadRenoteMenu } from './menu/load';

/**
 * The code of what a reader does with a note (the reaction picker, the note and renote menus and
 * the popover they open in), loaded before first use: none of it is part of the first note, and
 * loading it on the first click made that click wait for the network and the compiler.
 */
export function preloadNoteInteractions(): Promise<unknown> {
  return Promise.all([loadEmojiPicker(), loadNoteMenu(), loadRenoteMenu(), import('@/ui/popover/Popover')]);
}
