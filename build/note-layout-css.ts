import type { Plugin } from 'postcss';
import { NOTE_LAYOUT_VARS } from '../src/features/note/note-layout';

/** The note row's layout values by custom property name (`--note-pad-y` → `14px`). */
export const NOTE_LAYOUT_VALUES: ReadonlyMap<string, string> = new Map(
  NOTE_LAYOUT_VARS.split(';').map((declaration) => {
    const colon = declaration.indexOf(':');
    return [declaration.slice(0, colon), declaration.slice(colon + 1)] as const;
  }),
);

/**
 * Writes the note row's layout values (src/features/note/note-layout.ts, which the early boot's
 * picture reads too) into the app's CSS at build time: `var(--note-pad-y)` in a stylesheet becomes
 * `14px`. One source for both drawings of a note, and nothing to set at run time.
 */
export function noteLayoutCss(): Plugin {
  return {
    postcssPlugin: 'note-layout',
    Declaration(decl) {
      if (!decl.value.includes('var(--note-')) return;
      decl.value = decl.value.replace(/var\((--note-[a-z-]+)\)/g, (whole, name: string) => NOTE_LAYOUT_VALUES.get(name) ?? whole);
    },
  };
}
