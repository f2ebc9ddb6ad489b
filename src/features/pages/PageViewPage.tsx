import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount, getServerOrigin } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { acctOf } from '@/core/entities/display-acct';
import { safeImageSrc } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { IconCode, IconEdit, IconHeart, IconHeartFilled, IconShare } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { PageBlocks } from './PageBlocks';
import { pageByNameQuery, togglePageLike, type Page } from './pages-queries';
import styles from './Pages.module.css';

function LikeButton({ page, username }: { page: Page; username: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const liked = page.isLiked === true;
  const toggle = async () => {
    setBusy(true);
    try {
      await togglePageLike(qc, username, page);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void toggle()} disabled={busy} aria-pressed={liked} aria-label={liked ? t('pages.unlike') : t('pages.like')}>
      {liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />} {page.likedCount ?? 0}
    </Button>
  );
}

/** /@{username}/pages/{pageName}: the page, like, share, source; its author can edit it. */
export function PageViewPage({ username, pageName }: { username: string; pageName: string }) {
  const { t } = useI18n();
  const query = useQuery(pageByNameQuery(username, pageName));
  const me = getAccount();
  const share = async (page: Page) => {
    const url = `${getServerOrigin()}/@${username}/pages/${encodeURIComponent(page.name)}`;
    if (typeof navigator.share === 'function') await navigator.share({ url, title: page.title }).catch(() => undefined);
    else {
      await navigator.clipboard.writeText(url).catch(() => undefined);
      showToast(t('common.copied'), 'success');
    }
  };
  return (
    <section data-page="page-view">
      <PageHeader title={query.data?.title || t('pages.page')} />
      <QueryState query={query}>
        {(page) => {
          const cover = safeImageSrc(page.eyeCatchingImage?.url ?? null);
          const author = page.user ?? null;
          return (
            <article className={[styles.page, page.alignCenter ? styles.center : '', page.font === 'serif' ? styles.serif : ''].join(' ')} aria-label={page.title}>
              {cover && <img src={cover} alt="" className={styles.cover} />}
              <h2 className={styles.title}>{page.title}</h2>
              {page.summary && <p className={kitStyles.meta}>{page.summary}</p>}
              {author && (
                <Link to="/@{$acct}" params={{ acct: acctOf(author) }} className={styles.author}>
                  <Avatar user={author} size={28} /> @{acctOf(author)}
                </Link>
              )}
              <PageBlocks blocks={page.content} files={page.attachedFiles ?? []} author={{ host: author?.host ?? null }} />
              <footer className={kitStyles.row}>
                {me && page.userId !== me.id && <LikeButton page={page} username={username} />}
                {(!me || page.userId === me.id) && (
                  <span className={kitStyles.meta}>
                    <IconHeart size={14} aria-label={t('pages.likes')} /> {page.likedCount ?? 0}
                  </span>
                )}
                <Button onClick={() => void share(page)}>
                  <IconShare size={16} aria-hidden /> {t('pages.share')}
                </Button>
                <Link to="/@{$acct}/pages/$pageName/view-source" params={{ acct: username, pageName: page.name }}>
                  <IconCode size={16} aria-hidden /> {t('pages.viewSource')}
                </Link>
                {me && page.userId === me.id && (
                  <Link to="/pages/edit/$initPageId" params={{ initPageId: page.id }}>
                    <IconEdit size={16} aria-hidden /> {t('common.edit')}
                  </Link>
                )}
              </footer>
            </article>
          );
        }}
      </QueryState>
    </section>
  );
}

/** /@{user}/pages/{name}/view-source: the page's stored source (content, variables, script), read-only. */
export function PageSourcePage({ username, pageName }: { username: string; pageName: string }) {
  const { t } = useI18n();
  const query = useQuery(pageByNameQuery(username, pageName));
  return (
    <section data-page="page-source">
      <PageHeader title={t('pages.viewSource')} />
      <QueryState query={query}>
        {(page) => (
          <div className={styles.page}>
            <Link to="/@{$acct}/pages/$pageName" params={{ acct: username, pageName }}>
              {page.title}
            </Link>
            <pre className={styles.source} aria-label={t('pages.viewSource')}>
              {JSON.stringify({ title: page.title, name: page.name, summary: page.summary ?? null, font: page.font, alignCenter: page.alignCenter, content: page.content, variables: page.variables ?? [], script: page.script ?? '' }, null, 2)}
            </pre>
          </div>
        )}
      </QueryState>
    </section>
  );
}
