import { safeImageSrc } from '@/mfm';
import type { Suggestion } from './suggestion';
import styles from './Autocomplete.module.css';

/** One option of the autocomplete list: a user, an emoji, a hashtag or an MFM function. */
export function SuggestionView({ s }: { s: Suggestion }) {
  switch (s.kind) {
    case 'user': {
      const src = safeImageSrc(s.user.avatarUrl ?? '');
      const acct = `@${s.user.username}${s.user.host ? `@${s.user.host}` : ''}`;
      return (
        <>
          {src ? <img className={styles.avatar} src={src} alt="" loading="lazy" /> : <span className={styles.avatar} aria-hidden />}
          {s.user.name ? <span className={styles.name}>{s.user.name}</span> : null}
          <span className={s.user.name ? styles.sub : styles.name}>{acct}</span>
        </>
      );
    }
    case 'emoji': {
      const e = s.emoji;
      if (e.kind === 'custom') {
        const src = safeImageSrc(e.url);
        return (
          <>
            {src ? <img className={styles.emojiImage} src={src} alt="" loading="lazy" /> : <span className={styles.glyph} aria-hidden />}
            <span className={styles.name}>{`:${e.name}:`}</span>
          </>
        );
      }
      return (
        <>
          <span className={styles.glyph}>{e.code}</span>
          <span className={styles.name}>{`:${e.name}:`}</span>
          {e.aliases[0] ? <span className={styles.sub}>{e.aliases[0]}</span> : null}
        </>
      );
    }
    case 'hashtag':
      return <span className={styles.name}>{`#${s.tag}`}</span>;
    case 'mfm':
      return <span className={styles.name}>{`$[${s.name}]`}</span>;
  }
}
