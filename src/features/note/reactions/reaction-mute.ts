import { matchesEntry, type MutedWord } from '../rules/mute';

const noVariation = (s: string) => s.replace(/\uFE0F/g, '');
const isRegex = (s: string) => /^\/.+\/[a-z]*$/.test(s);

/**
 * Whether a reaction is hidden by `reactionMutedWords`: an entry matches the reaction as written
 * (`:name:` for a local custom emoji, `:name@host:` for a remote one, the character for Unicode,
 * with or without its emoji variation selector), with the word-mute syntax (all words of a line,
 * or a /regular expression/).
 */
export function isReactionMuted(reaction: string, mutedWords: readonly MutedWord[]): boolean {
  if (mutedWords.length === 0) return false;
  const text = noVariation(reaction.replace(/@\.:$/, ':'));
  return mutedWords.some((entry) => {
    const plain = typeof entry === 'string' ? (isRegex(entry) ? entry : noVariation(entry)) : entry.map(noVariation);
    return matchesEntry(text, plain);
  });
}
