import { useEffect, useState } from 'react';
import type { ApiClient } from '@/core/api/api-client';
import { acctOf } from '@/core/entities/display-acct';
import type { UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { searchUsers } from '../submit/lookups';
import styles from '../PostForm.module.css';

/** User select by username (users/search-by-username-and-host, else users/show). */
export function UserPicker({ client, localHost, label, onPick, exclude }: { client: ApiClient; localHost: string | null; label: string; onPick: (u: UserLite) => void; exclude: readonly string[] }) {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<UserLite[]>([]);
  useEffect(() => {
    if (query.trim().replace(/^@/, '') === '') {
      setResults([]);
      return;
    }
    let alive = true;
    const timer = setTimeout(() => {
      void searchUsers(client, query, localHost).then((r) => {
        if (alive) setResults(r);
      });
    }, 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [query, client, localHost]);
  const shown = results.filter((u) => !exclude.includes(u.id));
  return (
    <div>
      <input
        className={styles.input}
        type="search"
        value={query}
        aria-label={label}
        placeholder={t('postForm.userSearchPlaceholder')}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            const first = shown[0];
            if (first) {
              onPick(first);
              setQuery('');
            }
          }
        }}
      />
      {shown.length > 0 && (
        <ul className={styles.pickerResults} aria-label={t('postForm.userSearchResults')}>
          {shown.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                className={styles.pickerResult}
                data-user={`@${acctOf(u)}`}
                onClick={() => {
                  onPick(u);
                  setQuery('');
                }}
              >
                {u.name ? `${u.name} ` : ''}
                @{acctOf(u)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
