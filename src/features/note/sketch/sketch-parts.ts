import type { DriveFile } from '@/core/entities';
import type { Note } from '@/core/entities/note';
import { previewText } from '@/mfm';
import { shouldCollapse } from '../rules/collapse';

/**
 * What a sketch of a note draws (NoteSketch): the parts of the full note that take room, each as
 * plain text or an empty box of the same size — the reply above it, the content warning (closed,
 * as a note mounts), the first lines of text, the media grid at its aspect ratio, the poll's
 * choices, the quote's box. No markup is rendered and nothing is parsed beyond a scan of the text.
 */
export interface SketchParts {
  reply: Note | null;
  cw: string | null;
  /** The text as plain text, only its start (as a collapsed note shows it); '' behind a content warning. */
  text: string;
  /** Drawn in the collapsed box (the full note's "show more" follows it). */
  collapsed: boolean;
  files: DriveFile[];
  pollChoices: string[];
  quote: Note | null;
}

export function sketchParts(note: Note): SketchParts {
  const hidden = note.cw != null;
  const collapsed = !hidden && shouldCollapse(note);
  const quote = note.renote && (note.text || note.cw != null || note.files?.length || note.poll) ? note.renote : null;
  return {
    reply: note.reply ?? null,
    cw: note.cw ?? null,
    text: hidden || !note.text ? '' : sketchText(note.text),
    collapsed,
    files: hidden || !Array.isArray(note.files) ? [] : note.files,
    pollChoices: hidden || !Array.isArray(note.poll?.choices) ? [] : note.poll.choices.map((c) => (typeof c?.text === 'string' ? c.text : '')),
    quote: hidden ? null : quote,
  };
}

/** The start of a text (as a collapsed note shows it) as plain text. */
export function sketchText(text: string): string {
  return plainOfMarkup(previewText(text).text);
}

const TAG = /^<\/?(?:small|i|b|s|center|plain)>/;
const FN_OPEN = /^\$\[[\w.,=-]+ /;

/**
 * MFM's markup taken out of a text by one linear scan (no parse: a sketch must cost next to
 * nothing): `$[fn …]` keeps its content, `**`, `~~` and the inline tags go. What is left is what a
 * reader reads; custom emoji stay as their `:name:` until the full note draws them.
 */
export function plainOfMarkup(text: string): string {
  let out = '';
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '$' && text[i + 1] === '[') {
      const m = FN_OPEN.exec(text.slice(i, i + 64));
      if (m) {
        depth++;
        i += m[0].length;
        continue;
      }
    } else if (c === ']' && depth > 0) {
      depth--;
      i++;
      continue;
    } else if ((c === '*' || c === '~') && text[i + 1] === c) {
      i += 2;
      continue;
    } else if (c === '<') {
      const m = TAG.exec(text.slice(i, i + 10));
      if (m) {
        i += m[0].length;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}
