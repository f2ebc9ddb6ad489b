import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getAccount } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { customEmojisQuery } from '@/features/emoji-picker';
import { QueryState, Unsupported, kitStyles } from '@/ui/list-kit';
import { MfmText, safeImageSrc } from '@/mfm';
import { PageHeader } from '@/ui/page/PageHeader';
import { categoryQuery } from './categories-queries';
import styles from './Categories.module.css';

/** /@{username}/categories/{categoryId}: a category's emoji. */
export function CategoryViewPage({ username, categoryId }: { username: string; categoryId: string }) {
  const { t } = useI18n();
  const caps = useCapabilities();
  const query = useQuery({ ...categoryQuery(categoryId), enabled: caps.categories });
  const emojis = useQuery(customEmojisQuery());
  const me = getAccount();
  return (
    <section data-page="category">
      <PageHeader title={query.data?.name || t('categories.category')} />
      {!caps.categories ? (
        <Unsupported text={t('categories.unsupported')} />
      ) : (
        <QueryState query={query}>
          {(c) => (
            <div className={styles.view}>
              {typeof c.description === 'string' && c.description && <MfmText text={c.description} author={{ host: null }} />}
              <p className={kitStyles.meta}>
                <Link to="/@{$acct}" params={{ acct: username }}>
                  @{username}
                </Link>{' '}
                · {t('categories.count', { n: c.contents.length })}
                {me && c.userId === me.id && (
                  <>
                    {' · '}
                    <Link to="/categories/edit/$initCategoryId" params={{ initCategoryId: c.id }}>
                      {t('common.edit')}
                    </Link>
                  </>
                )}
              </p>
              <ul className={styles.grid} aria-label={t('categories.emojiList')}>
                {c.contents.map((name) => {
                  const e = emojis.data?.find((x) => x.name === name);
                  const src = e ? safeImageSrc(e.url) : null;
                  return (
                    <li key={name}>
                      <Link to="/emoji/$emoji" params={{ emoji: name }} className={styles.emoji}>
                        {src && <img src={src} alt="" className={styles.emojiImg} />}
                        <span>:{name}:</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </QueryState>
      )}
    </section>
  );
}
