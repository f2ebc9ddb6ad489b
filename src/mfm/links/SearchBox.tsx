import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import styles from '../MfmText.module.css';

/** `/search?q=…` with spaces as `+` (spec section 5, search input). */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query }).toString()}`;
}

/** The MFM search box (`query 検索`): an editable field that opens the search page. */
export function SearchBox({ query }: { query: string }) {
  const { t } = useI18n();
  const router = useRouter({ warn: false });
  const [value, setValue] = useState(query);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(value);
    if (router) void router.navigate({ href: path });
    else window.location.assign(path);
  };
  return (
    <form className={styles.search} role="search" action="/search" method="get" onSubmit={onSubmit}>
      <input
        className={styles.searchInput}
        type="search"
        name="q"
        value={value}
        aria-label={t('mfm.searchQuery')}
        onChange={(event) => setValue(event.target.value)}
      />
      <button className={styles.searchButton} type="submit">
        {t('mfm.search')}
      </button>
    </form>
  );
}
