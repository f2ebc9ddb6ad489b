import { useCallback, useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { alertDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { deleteDraft, type Draft } from '@/core/drafts';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import type { PostFormRequest } from '@/core/post-form/post-form-store';
import { useSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { DraftListDialog, useOtherDraftCount } from './components/DraftListDialog';
import { FormBody } from './components/FormBody';
import { FormFooter } from './components/FormFooter';
import { FormHeader } from './components/FormHeader';
import { useCcPreference } from './form-prefs';
import { useContainerWidth } from './hooks/use-container-width';
import { usePostForm } from './hooks/use-post-form';
import { usePowerMode } from './power-mode';
import { useSubmit } from './hooks/use-submit';
import { emptyPoll } from './poll';
import { textWithHashtags } from './rules/hashtags';
import { useTextSelector } from './state/text-store';
import { postButtons, slotForKey } from './rules/post-buttons';
import { isPostAllowed, noteLength } from './rules/text-rules';
import { localOnlyForced, visibilityOptions } from './rules/visibility';
import { lookupReference } from './submit/lookups';
import { addReference, withVisibility } from './state/form-state';
import { usePasteAndDrop } from './uploads';
import styles from './PostForm.module.css';

export interface PostFormProps {
  /** Shown in a page or widget rather than in the modal. */
  inline?: boolean;
  request: PostFormRequest;
  onPosted?: (note: Note | null) => void;
  onCancel?: () => void;
  /** Receives the form's cancel (the dialog calls it on Escape and backdrop clicks). */
  cancelRef?: RefObject<(() => void) | null>;
}

/** The post form (spec section 2), inline or inside PostFormDialog. */
export function PostForm({ inline = false, request, onPosted, onCancel, cancelRef }: PostFormProps) {
  const { t } = useI18n();
  const m = usePostForm(request);
  const { busy, submit } = useSubmit(m, onPosted);
  const [b2] = useSetting('postButton2');
  const [b3] = useSetting('postButton3');
  const [b4] = useSetting('postButton4');
  const [b5] = useSetting('postButton5');
  const buttons = useMemo(() => postButtons([b2, b3, b4, b5]), [b2, b3, b4, b5]);
  const [showPreviewSetting] = useSetting('showPostFormPreview');
  const [preview, setPreview] = useState(showPreviewSetting);
  const [clearOnCancel] = useSetting('closeAllClearOnCancel');
  // Which reactions the note takes: offered where the server takes the parameter (and for its own accounts).
  const [reactionAcceptance, setReactionAcceptance] = useSetting('reactionAcceptance');
  const acceptanceChoices = useCapabilities().reactionAcceptance;
  const [useCc, setUseCc] = useCcPreference();
  const [draftsOpen, setDraftsOpen] = useState(false);
  const draftCount = useOtherDraftCount(m.draftKey);
  const [root, setRoot] = useState<HTMLFormElement | null>(null);
  const width = useContainerWidth(useMemo(() => ({ current: root }), [root]));
  const pasteDrop = usePasteAndDrop(m.uploads);
  usePowerMode(m.textRef, root);
  const s = m.state;
  const origin = m.poster.poster?.origin ?? '';

  // A keystroke must not re-render the form: the counter and "post allowed" follow the live text
  // (m.text); the appended hashtags (an MFM parse of the text) are counted from the settled text.
  const hashtagsExtra = useMemo(() => (s.showHashtags ? noteLength(textWithHashtags(s.text, s.hashtags)) - noteLength(s.text) : 0), [s.showHashtags, s.text, s.hashtags]);
  const lengthOf = useCallback((text: string) => noteLength(text) + hashtagsExtra, [hashtagsExtra]);
  const uploading = m.uploads.busy;
  const fileCount = m.files.length;
  const allowed = useCallback(
    (text: string) =>
      isPostAllowed({ busy, uploading, text, hashtags: s.showHashtags ? s.hashtags : '', files: fileCount, poll: !!s.poll, quote: !!s.quoteId, references: s.references.length, length: lengthOf(text), max: m.maxTextLength }),
    [busy, uploading, s.showHashtags, s.hashtags, fileCount, s.poll, s.quoteId, s.references.length, lengthOf, m.maxTextLength],
  );
  const canPost = useTextSelector(m.text, allowed);
  const ccShown = m.poster.abilities.canInvite && useCc;

  useEffect(() => {
    const el = m.textRef.current;
    if (inline || !el) return;
    el.focus();
    // A reply starts with its mentions (a draft with its text): the cursor goes after them.
    el.setSelectionRange(el.value.length, el.value.length);
  }, [inline, m.textRef]);

  async function cancel() {
    if (clearOnCancel) {
      // "Close all clear": the form is emptied; a draft it was opened from stays as it was stored.
      m.reset();
      await deleteDraft(m.draftKey);
    } else {
      await m.sync.flush();
    }
    onCancel?.();
  }

  async function addReferenceByInput() {
    const input = await inputDialog({ title: t('postForm.addReference'), placeholder: t('postForm.referencePlaceholder') });
    if (input === null || input.trim() === '') return;
    const r = await lookupReference(m.poster.client, input, origin);
    if (!r.ok) {
      await alertDialog({ type: 'error', text: r.reason === 'invalid' ? t('postForm.invalidReference') : t('postForm.referenceNotFound') });
      return;
    }
    m.patch((st) => ({ references: addReference(st.references, r.ref) }));
  }

  useEffect(() => {
    if (!cancelRef) return;
    cancelRef.current = () => void cancel();
    return () => {
      cancelRef.current = null;
    };
  });

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    const slot = slotForKey(e);
    if (slot !== null) {
      e.preventDefault();
      const b = buttons.find((x) => x.slot === slot);
      if (b && canPost) void submit(b.preset);
      return;
    }
    // Enter in a one-line field must not submit the form.
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') e.preventDefault();
  }

  const title = request.reply ? t('postForm.reply') : request.renote ? t('postForm.quote') : m.channel ? t('postForm.channelNote', { name: m.channel.name }) : t('postForm.title');
  return (
    <>
      <form
        ref={setRoot}
        className={[styles.root, styles[width]].join(' ')}
        aria-label={title}
        data-width={width}
        data-inline={inline}
        data-busy={busy}
        data-draft-key={m.draftKey}
        data-ready={m.sync.ready}
        onSubmit={(e) => {
          e.preventDefault();
          if (canPost) void submit(null);
        }}
        onKeyDown={onKeyDown}
        onPaste={pasteDrop.onPaste}
        onDragOver={pasteDrop.onDragOver}
        onDrop={pasteDrop.onDrop}
      >
        <fieldset className={styles.fieldset} disabled={busy}>
          <FormHeader
            busy={busy}
            canPost={canPost}
            poster={m.poster.poster}
            onPoster={m.poster.setPoster}
            visibility={s.visibility}
            localOnly={s.localOnly}
            options={visibilityOptions(m.scope)}
            localOnlyForced={localOnlyForced(m.scope)}
            onVisibility={(v, lo) => m.setState((st) => withVisibility(st, v, lo))}
            cc={m.poster.abilities.canInvite ? { enabled: useCc, onToggle: setUseCc } : null}
            acceptance={m.poster.poster?.isCurrent === false ? null : { value: reactionAcceptance, choices: acceptanceChoices, onChange: setReactionAcceptance }}
            draftCount={draftCount}
            onDrafts={() => setDraftsOpen(true)}
            buttons={buttons}
            onPost={(b) => void submit(b.preset)}
            onCancel={() => void cancel()}
          />
          <FormBody model={m} ccShown={ccShown} preview={preview} />
          <FormFooter
            uploads={m.uploads}
            client={m.poster.client}
            origin={origin}
            disabled={busy}
            pollOn={!!s.poll}
            cwOn={s.useCw}
            hashtagsOn={s.showHashtags}
            previewOn={preview}
            text={m.text}
            lengthOf={lengthOf}
            max={m.maxTextLength}
            onTogglePoll={() => m.patch((st) => ({ poll: st.poll ? null : emptyPoll() }))}
            onToggleCw={() => m.patch((st) => ({ useCw: !st.useCw }))}
            onToggleHashtags={() => m.patch((st) => ({ showHashtags: !st.showHashtags }))}
            onTogglePreview={() => setPreview((p) => !p)}
            onAddReference={() => void addReferenceByInput()}
            onInsert={m.insertText}
            onPluginAction={(action) =>
              void action.run({
                text: m.text.get(),
                cw: s.useCw ? s.cw : null,
                update: (key, value) => {
                  if (key === 'text' && typeof value === 'string') m.setText(value);
                  if (key === 'cw' && typeof value === 'string') m.patch(() => ({ cw: value, useCw: true }));
                },
              })
            }
          />
        </fieldset>
      </form>
      {draftsOpen && (
        <DraftListDialog
          currentKey={m.draftKey}
          canSave={!busy}
          onClose={() => setDraftsOpen(false)}
          onOpen={(d: Draft) => {
            setDraftsOpen(false);
            void m.openDraft(d);
          }}
          onSave={(name) => {
            setDraftsOpen(false);
            void m.saveManually(name || undefined).then(() => showToast(t('postForm.draftSaved'), 'success'));
          }}
        />
      )}
    </>
  );
}
