import { loadEmojiPicker } from '@/features/emoji-picker';
import { preloadNoteMenus } from './actions/NoteActions';
import { loadPopover } from './deferred-popover';
import { watchLateFrames } from './sketch/late-frames';
import { loadSketch } from './sketch/sketch-loader';

/**
 * The code of what a reader does with a note (the reaction picker, the note and renote menus and
 * the popover the picker opens in), loaded before first use: none of it is part of the first note,
 * and loading it on the first click made that click wait for the network and the compiler. Each is
 * a preloadable component (src/ui/lazy/preloadable.ts): once loaded, its first open renders at once.
 * Also the sketches drawn while the reader skims (sketch-loader.ts), and the watch on late frames
 * that decides whether they are needed (late-frames.ts).
 */
export function preloadNoteInteractions(): Promise<unknown> {
  watchLateFrames();
  return Promise.all([loadEmojiPicker(), preloadNoteMenus(), loadPopover(), loadSketch()]);
}
