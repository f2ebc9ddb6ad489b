import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { IconLock, IconPlus } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { ClipEditor } from './ClipEditor';
import { myClipsQuery } from './clips-queries';

/** /my/clips: your clips, and a form to make a new one. */
export function MyClipsPage() {
  const { t } = useI18n();
  const router = useRouter();
  const query = useQuery(myClipsQuery());
  const [creating, setCreating] = useState(false);
  return (
    <section data-page="my-clips">
      <PageHeader
        title={t('clips.title')}
        actions={
          <Button onClick={() => setCreating((v) => !v)} aria-expanded={creating}>
            <IconPlus size={16} aria-hidden /> {t('clips.create')}
          </Button>
        }
      />
      {creating && <ClipEditor onDone={(clip) => (clip.id ? void router.navigate({ to: '/clips/$clipId', params: { clipId: clip.id } }) : setCreating(false))} />}
      <QueryState query={query} empty={t('clips.empty')}>
        {(clips) => (
          <ul className={kitStyles.list} aria-label={t('clips.title')}>
            {clips.map((c) => (
              <li key={c.id} className={kitStyles.item}>
                <Link to="/clips/$clipId" params={{ clipId: c.id }} className={kitStyles.itemLink}>
                  <span className={kitStyles.itemTitle}>{c.name}</span>
                  {c.description && <span className={kitStyles.meta}>{c.description}</span>}
                </Link>
                {c.isPublic === false && <IconLock size={16} aria-label={t('pageKit.private')} />}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
