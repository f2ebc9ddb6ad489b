import { memo, useRef, useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { MfmText, previewText } from '@/mfm';
import { settingBundle, useSettingBundle } from '@/mfm/setting-bundle';
import { Avatar } from '@/ui/avatar/Avatar';
import { usePluginNoteView } from '@/features/plugins';
import { ErrorBoundary } from '@/ui/error-boundary/ErrorBoundary';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { NoteActions } from './actions/NoteActions';
import { useSettledNoteCapture } from './capture/use-settled-capture';
import { DeferredUserPopup as UserPopupTrigger, NoteArmedContext } from './deferred-user-popup';
import { NoteBody } from './NoteBody';
import { NoteHeader } from './NoteHeader';
import { NoteSimple } from './NoteSimple';
import { ReactionsViewer } from './reactions/ReactionsViewer';
import { isSeenRenote } from './rules/collapse-renote';
import { useMuteReason } from './rules/use-mute-reason';
import { loadedSketch } from './sketch/sketch-loader';
import { useSketch } from './sketch/use-sketch';
import styles from './Note.module.css';
import { NOTE_AVATAR, NOTE_RENOTE_AVATAR } from './note-layout';

const noteSettings = settingBundle(['collapseRenotes']);

export function isPureRenote(note: Note): boolean {
  return !!note.renote && !note.text && note.cw == null && !(note.files?.length) && !note.poll;
}

interface NoteProps {
  note: Note;
  /** Position in the feed (1-based) for aria-posinset; -1 when unknown. */
  posinset?: number;
  setsize?: number;
  detailed?: boolean;
  /** The note shown right above this one as its parent (a thread): its "reply to" preview is left out. */
  parentId?: string;
  /**
   * In a timeline: the row's measured height, if known. A row that mounts while the reader skims
   * is drawn as a sketch (useSketch); the sketch is held at this height, so the full note that
   * replaces it takes exactly its place. Undefined: the sketch's own height, about the note's.
   */
  sketchHeight?: number;
  /** In a timeline: the row may be drawn as a sketch while the reader skims. */
  sketchable?: boolean;
}

/**
 * The note itself, apart from its <article>: a row whose place in the feed changes (notes added
 * above it, pages dropped, the feed's end found) only updates the article's ARIA attributes.
 */
const NoteInner = memo(function NoteInner({ note, detailed, parentId, sketch }: { note: Note; detailed?: boolean; parentId?: string; sketch: boolean }) {
  const { t } = useI18n();
  const [showAnyway, setShowAnyway] = useState(false);
  const pure = isPureRenote(note);
  const appear = pure ? note.renote! : note;
  useSettledNoteCapture(appear.isDeletedLocally ? null : appear.id);
  const reason = useMuteReason(appear);
  // collapseRenotes: whether the renote was one you had seen is decided when the row mounts, so a
  // reaction you add to an open renote does not fold it under your pointer.
  const { collapseRenotes } = useSettingBundle(noteSettings);
  const [seen] = useState(() => pure && !detailed && isSeenRenote(note, appear, getAccount()?.id));
  const [renoteOpened, setRenoteOpened] = useState(false);
  const folded = seen && collapseRenotes && !renoteOpened;
  const Sketch = sketch ? loadedSketch() : null;
  if (note.isDeletedLocally || appear.isDeletedLocally || note.deletedAt) {
    return <p className={styles.tombstone}>{t('note.deleted')}</p>;
  }
  if (reason && !showAnyway) {
    return (
      <p className={styles.muted}>
        <span>{t('note.mutedBecause', { reason: t(`note.muteReason.${reason}`) })}</span>
        <button type="button" className={styles.linkButton} onClick={() => setShowAnyway(true)}>
          {t('note.showAnyway')}
        </button>
      </p>
    );
  }
  return (
    <>
      {pure && <RenoteHeader note={note} />}
      {folded ? (
        <CollapsedRenote note={appear} onOpen={() => setRenoteOpened(true)} />
      ) : Sketch ? (
        <Sketch note={appear} />
      ) : (
        <NoteMain note={appear} detailed={detailed} parentId={parentId} />
      )}
    </>
  );
});

/** "Renoted by" above a pure renote: who renoted it and when. */
function RenoteHeader({ note }: { note: Note }) {
  const { t } = useI18n();
  return (
    <div className={styles.renoteHeader}>
      <Avatar user={note.user} size={NOTE_RENOTE_AVATAR} />
      <span className={styles.renoteBy}>
        {t('note.renotedBy', { name: '' })}
        <MfmText text={note.user.name || note.user.username} plain author={note.user} emojis={note.user.emojis} />
      </span>
      <RelativeTime date={note.createdAt} className={styles.renoteTime} />
    </div>
  );
}

/** The note's reply preview, avatar and column (header, body, reactions, actions). */
function NoteMain({ note, detailed, parentId }: { note: Note; detailed?: boolean; parentId?: string }) {
  return (
    <>
      {note.reply && !detailed && !(parentId && note.replyId === parentId) && <NoteSimple note={note.reply} kind="reply" />}
      <div className={styles.main}>
        <UserPopupTrigger user={note.user} className={styles.avatar}>
          <Avatar user={note.user} size={detailed ? 52 : NOTE_AVATAR} decorations />
        </UserPopupTrigger>
        <div className={styles.column}>
          <NoteHeader note={note} />
          <NoteBody note={note} detailed={detailed} />
          <ReactionsViewer note={note} />
          <NoteActions note={note} />
        </div>
      </div>
    </>
  );
}

/** A renote folded to one line (collapseRenotes): the author's avatar and the note's text; a click opens it. */
function CollapsedRenote({ note, onOpen }: { note: Note; onOpen: () => void }) {
  const { t } = useI18n();
  // One line: its start is all that can show.
  const text = previewText(note.cw ?? note.text ?? '').text;
  return (
    <button type="button" className={styles.collapsedRenote} title={t('noteDisplay.openRenote')} data-collapsed-renote="" onClick={onOpen}>
      <Avatar user={note.user} size={24} />
      <span className={styles.collapsedRenoteText}>
        {text ? <MfmText text={text} plain author={note.user} emojis={note.emojis} /> : note.files?.length ? t('note.filesCount', { n: note.files.length }) : t('noteDisplay.openRenote')}
      </span>
    </button>
  );
}

/** One note in a feed or on its page: an <article> of the WAI-ARIA feed pattern. */
export const NoteView = memo(function NoteView({ note: given, posinset = -1, setsize = -1, detailed, parentId, sketchHeight, sketchable = false }: NoteProps) {
  const { t } = useI18n();
  const article = useRef<HTMLElement>(null);
  // A folded renote (collapseRenotes) is one line already: never a sketch.
  const { collapseRenotes } = useSettingBundle(noteSettings);
  const folds = collapseRenotes && isPureRenote(given) && isSeenRenote(given, given.renote!, getAccount()?.id);
  const { sketch, full } = useSketch(sketchable && !detailed && !parentId && !folds, article);
  // The user popups' code loads once the reader reaches for this note: the pointer moving in it, a
  // touch or focus. Not on the pointer's entering: notes scrolled under a still mouse (the wheel)
  // get pointerenter, never pointermove, and arming each one cost more than the scroll itself.
  const [armed, setArmed] = useState(false);
  const arm = armed ? undefined : () => setArmed(true);
  // Focus (the keyboard's j/k, a screen reader) shows the full note at once.
  const onFocus = sketch ? () => (full(), arm?.()) : arm;
  // Plugins' note view interruptors (nothing runs unless one registered): a changed note, or null to hide it.
  const note = usePluginNoteView(given);
  if (!note) return null;
  return (
    <article
      ref={article}
      className={`${styles.note} ${detailed ? styles.detailed : ''}`}
      aria-posinset={posinset > 0 ? posinset : undefined}
      aria-setsize={posinset > 0 ? setsize : undefined}
      // A sketch is not there yet for assistive technology, and out of the Tab order (focused
      // anyway, by j/k or a click, it turns into the full note).
      aria-busy={sketch || undefined}
      tabIndex={sketch ? -1 : 0}
      style={sketch && sketchHeight ? { height: sketchHeight, overflow: 'hidden' } : undefined}
      data-note-id={note.id}
      onPointerMove={arm}
      onPointerDown={arm}
      onFocus={onFocus}
    >
      <NoteArmedContext.Provider value={armed}>
        <ErrorBoundary where={`note:${note.id}`} fallback={() => <p className={styles.tombstone}>{t('note.renderFailed')}</p>}>
          <NoteInner note={note} detailed={detailed} parentId={parentId} sketch={sketch} />
        </ErrorBoundary>
      </NoteArmedContext.Provider>
    </article>
  );
});
