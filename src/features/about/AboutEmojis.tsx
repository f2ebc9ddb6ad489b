import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { customEmojisQuery } from '@/features/emoji-picker';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { safeImageSrc } from '@/mfm';
import { filterEmojis, groupByCategory } from './emoji-filter';
import styles from './About.module.css';

export function AboutEmojis() {
  const { t } = useI18n();
  const query = useQuery(customEmojisQuery());
  const [q, setQ] = useState('');
  return (
    <div className={styles.emojis}>
      <input type="search" className={kitStyles.input} value={q} onChange={(e) => setQ(e.target.value)} aria-label={t('about.searchEmojis')} placeholder={t('about.searchEmojisHint')} />
      <QueryState query={query} empty={t('about.noEmojis')}>
        {(emojis) => {
          const groups = groupByCategory(filterEmojis(emojis, q));
          if (groups.length === 0) return <p className={kitStyles.status}>{t('about.noEmojis')}</p>;
          return groups.map((g) => (
            <section key={g.category ?? ''} aria-label={g.category ?? t('about.uncategorized')}>
              <h3 className={kitStyles.sectionTitle}>{g.category ?? t('about.uncategorized')}</h3>
              <ul className={styles.emojiGrid}>
                {g.emojis.map((e) => {
                  const src = safeImageSrc(e.url);
                  return (
                    <li key={e.name}>
                      <Link to="/emoji/$emoji" params={{ emoji: e.name }} className={styles.emojiItem} title={`:${e.name}:`}>
                        {src && <img src={src} alt="" className={styles.emojiImg} loading="lazy" />}
                        <span className={styles.emojiName}>:{e.name}:</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ));
        }}
      </QueryState>
    </div>
  );
}
