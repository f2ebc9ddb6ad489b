import groups from 'unicode-emoji-json/data-by-group.json';
import type { UnicodeGroup } from './picker-types';

interface RawEmoji {
  emoji: string;
  name: string;
  slug: string;
  skin_tone_support: boolean;
}

/** The Unicode emoji by group (loaded with the picker's own data chunk). */
export const UNICODE_GROUPS: UnicodeGroup[] = (groups as Array<{ name: string; emojis: RawEmoji[] }>)
  .filter((g) => g.name !== 'Component')
  .map((g) => ({
    name: g.name,
    emojis: g.emojis.map((e) => ({ kind: 'unicode' as const, code: e.emoji, name: e.slug, aliases: [e.name], group: g.name, skinTones: e.skin_tone_support })),
  }));
