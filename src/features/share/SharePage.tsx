import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { PostForm } from '@/features/post-form';
import { PageHeader } from '@/ui/page/PageHeader';
import { shareText, type ShareParams } from './share-text';
import styles from './Share.module.css';

/**
 * /share: the Web Share Target. What another app shared (title, text, url) is put into the post
 * form; after posting (or cancelling) the page goes back where the user came from, or closes when
 * the system opened it.
 */
export function SharePage({ params }: { params: ShareParams }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const request = useMemo(() => ({ initialText: shareText(params) }), [params]);
  const [posted, setPosted] = useState(false);

  function leave() {
    if (window.history.length > 1) {
      window.history.back();
      return;
    }
    window.close();
    // Still here (a tab the script may not close): go to the timeline.
    setTimeout(() => void navigate({ to: '/', replace: true }), 100);
  }

  return (
    <section className={styles.page} data-page="share">
      <PageHeader title={t('share.title')} />
      {posted ? (
        <p role="status">{t('share.posted')}</p>
      ) : (
        <PostForm
          inline
          request={request}
          onPosted={() => {
            setPosted(true);
            leave();
          }}
          onCancel={leave}
        />
      )}
    </section>
  );
}
