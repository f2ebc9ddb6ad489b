import { inspect } from 'mfm-js';
import { parseMfm } from './parse';

/** MFM functions that animate (spec section 5); played only while animation is enabled. */
export const ANIMATED_FN_NAMES: ReadonlySet<string> = new Set([
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'rainbow',
]);

/** Whether the text uses animated MFM, so a note can offer its play/stop control. */
export function containsAnimatedMfm(text: string | null | undefined): boolean {
  if (!text) return false;
  let found = false;
  inspect(parseMfm(text), (node) => {
    if (node.type === 'fn' && (ANIMATED_FN_NAMES.has(node.props.name) || node.props.name === 'sparkle')) found = true;
  });
  return found;
}
