import type { CustomEmoji } from '@/core/entities/emoji';
import type { PickerEmoji } from './picker-types';

const cache = new WeakMap<readonly CustomEmoji[], PickerEmoji[]>();

/** The server's custom emoji as picker entries (built once per answer, so their search index is too). */
export function toPickerEmojis(list: readonly CustomEmoji[]): PickerEmoji[] {
  const hit = cache.get(list);
  if (hit) return hit;
  const out: PickerEmoji[] = list.map((e) => ({
    kind: 'custom',
    code: `:${e.name}:`,
    name: e.name,
    aliases: Array.isArray(e.aliases) ? e.aliases.filter((a) => typeof a === 'string' && a) : [],
    url: e.url,
    category: typeof e.category === 'string' && e.category ? e.category : null,
  }));
  cache.set(list, out);
  return out;
}
