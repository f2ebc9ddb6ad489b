import type { UserLite } from '@/core/entities/user';
import type { PickerEmoji } from '@/features/emoji-picker';

/** One option of the suggestion list. */
export type Suggestion =
  | { kind: 'user'; key: string; user: UserLite }
  | { kind: 'emoji'; key: string; emoji: PickerEmoji }
  | { kind: 'hashtag'; key: string; tag: string }
  | { kind: 'mfm'; key: string; name: string };
