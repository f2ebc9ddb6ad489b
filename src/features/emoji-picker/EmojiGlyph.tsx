import { useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { useSetting } from '@/core/settings';
import { emojiCodepoints, safeImageSrc, twemojiUrl } from '@/mfm';
import type { PickerEmoji } from './picker-types';
import styles from './EmojiPicker.module.css';

/** An emoji as the reader chose to see them (emojiStyle): an image, or text when native or on error. */
export function EmojiGlyph({ emoji, code }: { emoji: PickerEmoji; code: string }) {
  const [style] = useSetting('emojiStyle');
  const [failed, setFailed] = useState<string | null>(null);
  let src: string | null;
  if (emoji.kind === 'custom') src = safeImageSrc(emoji.url);
  else if (style === 'native') src = null;
  else {
    const origin = getServerOrigin();
    src = safeImageSrc(style === 'fluentEmoji' ? `${origin}/fluent-emoji/${emojiCodepoints(code)}.png` : twemojiUrl(origin, code));
  }
  if (!src || failed === src) return <span className={emoji.kind === 'custom' ? styles.customText : styles.unicodeText}>{emoji.kind === 'custom' ? emoji.name.slice(0, 3) : code}</span>;
  return <img className={styles.image} src={src} alt="" draggable={false} loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}
