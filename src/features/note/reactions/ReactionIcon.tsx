import { useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { reactionDisplay } from './reaction-emoji';
import styles from './Reactions.module.css';

export function ReactionIcon({ reaction, note }: { reaction: string; note: Pick<Note, 'reactionEmojis' | 'emojis'> }) {
  const display = reactionDisplay(reaction, note, getServerOrigin());
  const [failed, setFailed] = useState(false);
  if (display.kind === 'unicode') return <span className={styles.unicode}>{display.text}</span>;
  if (!display.url || failed) return <span className={styles.fallback}>{display.alt}</span>;
  return <img className={styles.custom} src={display.url} alt={display.alt} title={display.alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
