import type { MfmNode } from 'mfm-js';
import type { Note } from '@/core/entities/note';
import { containsAnimatedMfm, extractUrls, parseMfm } from '@/mfm';
import { shouldCollapse } from '../rules/collapse';

/**
 * Inline nodes whose plain text takes about the room the full rendering does (same font, same
 * line), so a sketched row is about as tall as the note it stands for.
 */
const FLAT = new Set<MfmNode['type']>(['text', 'mention', 'hashtag', 'unicodeEmoji', 'bold', 'italic', 'strike', 'plain']);

function flat(nodes: readonly MfmNode[]): boolean {
  for (const node of nodes) {
    if (!FLAT.has(node.type)) return false;
    if ('children' in node && Array.isArray(node.children) && !flat(node.children as MfmNode[])) return false;
  }
  return true;
}

/**
 * Whether a note in a timeline may be drawn as a sketch while the reader flings past it: a note of
 * plain text and nothing else, or a pure renote of one (no content warning, files, poll, quote, reply, references, link
 * previews, collapsing, or markup that changes the text's size or place). Anything else is drawn in
 * full at once, so the sketch never stands for something it cannot show at about its size.
 */
export function isSketchable(note: Note): boolean {
  // A pure renote: its "renoted by" line is drawn as in full, the note under it as a sketch.
  const pure = !!note.renote && !note.text && note.cw == null && !note.files?.length && !note.poll;
  if (pure) return isSketchable(note.renote!);
  if (note.cw != null || note.reply || note.renote || note.poll || note.files?.length) return false;
  if (Array.isArray(note.references) && note.references.length > 0) return false;
  const text = note.text;
  if (!text) return false;
  if (shouldCollapse(note) || extractUrls(text).length > 0 || containsAnimatedMfm(text)) return false;
  return flat(parseMfm(text));
}
