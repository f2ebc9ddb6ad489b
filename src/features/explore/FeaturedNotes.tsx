import { useInfiniteQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { NoteView } from '@/features/note';
import { MoreButton, QueryState, kitStyles } from '@/ui/list-kit';
import { featuredNotesOf, featuredNotesQuery } from './explore-queries';

export function FeaturedNotes() {
  const { t } = useI18n();
  const query = useInfiniteQuery({ ...featuredNotesQuery(), select: featuredNotesOf });
  return (
    <div className={kitStyles.section}>
      <h2 className={kitStyles.sectionTitle}>{t('explore.featuredNotes')}</h2>
      <QueryState query={query} empty={t('explore.noFeatured')}>
        {(notes) => (
          <div role="feed" aria-label={t('explore.featuredNotes')}>
            {notes.map((note, i) => (
              <NoteView key={note.id} note={note} posinset={i + 1} setsize={notes.length} />
            ))}
          </div>
        )}
      </QueryState>
      <MoreButton query={query} />
    </div>
  );
}
