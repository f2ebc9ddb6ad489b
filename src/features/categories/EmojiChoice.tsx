import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { customEmojisQuery } from '@/features/emoji-picker';
import { kitStyles } from '@/ui/list-kit';
import { safeImageSrc } from '@/mfm';
import styles from './Categories.module.css';

/** Toggle emoji in or out of a category, with a name filter. */
export function EmojiChoice({ value, onChange }: { value: readonly string[]; onChange: (next: string[]) => void }) {
  const { t } = useI18n();
  const emojis = useQuery(customEmojisQuery());
  const [q, setQ] = useState('');
  const shown = (emojis.data ?? []).filter((e) => e.name.toLowerCase().includes(q.toLowerCase()));
  return (
    <fieldset className={styles.choice}>
      <legend>{t('categories.emojis', { n: value.length })}</legend>
      <input type="search" className={kitStyles.input} value={q} onChange={(e) => setQ(e.target.value)} aria-label={t('about.searchEmojis')} placeholder={t('about.searchEmojis')} />
      <ul className={styles.grid}>
        {shown.map((e) => {
          const on = value.includes(e.name);
          const src = safeImageSrc(e.url);
          return (
            <li key={e.name}>
              <button type="button" className={styles.emoji} aria-pressed={on} title={`:${e.name}:`} onClick={() => onChange(on ? value.filter((n) => n !== e.name) : [...value, e.name])}>
                {src && <img src={src} alt="" className={styles.emojiImg} />}
                <span>:{e.name}:</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
