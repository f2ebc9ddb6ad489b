import { useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { useSetting } from '@/core/settings';
import { emojiCodepoints, safeImageSrc, twemojiUrl } from '@/mfm';
import { reactionDisplay } from './reaction-emoji';
import styles from './Reactions.module.css';

/** A unicode reaction as the emojiStyle setting asks: twemoji (default) or Fluent images, or the system font. */
function UnicodeReaction({ text, title }: { text: string; title: boolean }) {
  const [style] = useSetting('emojiStyle');
  const [failed, setFailed] = useState(false);
  const origin = getServerOrigin();
  const src = style === 'native' ? null : safeImageSrc(style === 'fluentEmoji' ? `${origin}/fluent-emoji/${emojiCodepoints(text)}.png` : twemojiUrl(origin, text));
  if (!src || failed) return <span className={styles.unicode}>{text}</span>;
  return <img className={styles.unicodeImage} src={src} alt={text} title={title ? text : undefined} draggable={false} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}

/** A reaction's emoji; `title: false` where a tooltip names it instead of the browser's title. */
export function ReactionIcon({ reaction, note, title = true }: { reaction: string; note: Pick<Note, 'reactionEmojis' | 'emojis'>; title?: boolean }) {
  const display = reactionDisplay(reaction, note, getServerOrigin());
  const [failed, setFailed] = useState(false);
  if (display.kind === 'unicode') return <UnicodeReaction text={display.text} title={title} />;
  if (!display.url || failed) return <span className={styles.fallback}>{display.alt}</span>;
  return <img className={styles.custom} src={display.url} alt={display.alt} title={title ? display.alt : undefined} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
