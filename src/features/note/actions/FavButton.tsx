import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { MaskIcon } from '@/ui/icons';
import { noteStateQuery } from '../menu/note-state-query';
import { myReactionsOf } from '../reactions/my-reactions';
import { sameReaction } from '../reactions/reaction-emoji';
import { ReactionIcon } from '../reactions/ReactionIcon';
import { useToggleReaction } from '../reactions/use-toggle-reaction';

/** The favourite button with `favButtonReaction` = an emoji: one tap reacts with it, a second takes it back. */
function ReactWithButton({ note, reaction, className, action }: { note: Note; reaction: string; className?: string; action: string }) {
  const { t } = useI18n();
  const toggle = useToggleReaction();
  const pressed = myReactionsOf(note).some((r) => sameReaction(r, reaction));
  const label = t('reactionSettings.reactWith', { reaction });
  return (
    <button type="button" className={className} aria-label={label} aria-pressed={pressed} data-tooltip={label} data-note-action={action} onClick={() => void toggle(note, reaction)}>
      <ReactionIcon reaction={reaction} note={note} title={false} />
    </button>
  );
}

/**
 * The favourite button with `favButtonReaction` = `favorite`: adds the note to my favourites (or
 * takes it out). Whether it is a favourite is asked (`notes/state`) when pressed, not for every row.
 */
function FavoriteButton({ note, className, action }: { note: Note; className?: string; action: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const favorited = useQuery({ ...noteStateQuery(note.id), enabled: false }).data?.isFavorited ?? null;
  const label = favorited ? t('note.unfavorite') : t('note.favorite');
  const onClick = async () => {
    const { favoriteInFlight, toggleFavorite } = await import('./favorite-toggle');
    // While a toggle is under way the button shows the latest wish: the next press reverses that.
    const state = favoriteInFlight(note.id) ? qc.getQueryData(noteStateQuery(note.id).queryKey) : await qc.fetchQuery(noteStateQuery(note.id));
    await toggleFavorite(qc, note.id, !(state?.isFavorited ?? false));
  };
  return (
    <button type="button" className={className} aria-label={label} aria-pressed={favorited ?? undefined} data-tooltip={label} data-note-action={action} onClick={() => void onClick().catch(() => undefined)}>
      <MaskIcon name="star" />
    </button>
  );
}

/**
 * The action bar's favourite/like button (spec: favButtonReaction, enableEmojiReactions). Shown
 * when emoji reactions are off (it takes the picker's place, like Misskey's like button) or when
 * favButtonReaction names an emoji (a one-tap reaction beside the picker). With `favorite` and
 * emoji reactions on, favouriting stays in the note menu and the bar keeps its four buttons.
 */
export function FavButton({ note, setting, className, replacesPicker }: { note: Note; setting: string; className?: string; replacesPicker: boolean }) {
  // In the picker's place it answers the note's react keys (e, a, +) too.
  const action = replacesPicker ? 'react' : 'fav';
  if (setting === 'favorite' || !setting) return <FavoriteButton note={note} className={className} action={action} />;
  return <ReactWithButton note={note} reaction={setting} className={className} action={action} />;
}
