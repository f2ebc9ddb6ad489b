import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { Autocomplete } from '../autocomplete/Autocomplete';
import { readHashtagHistory } from '../hashtag-history';
import { useFieldEvents } from '../hooks/use-field-events';
import type { PostFormModel } from '../hooks/use-post-form';
import { PollEditor } from '../poll';
import type { MentionRef } from '../rules/mentions';
import { moveCwMentionsToText, postWarnings } from '../rules/warnings';
import { normalizeCw } from '../rules/text-rules';
import { addUser, removeUser } from '../state/form-state';
import { findUser } from '../submit/lookups';
import { UploadList } from '../uploads';
import { AttachedLines } from './AttachedLines';
import { PostPreview } from './PostPreview';
import { RecipientsField } from './RecipientsField';
import { TargetPreview } from './TargetPreview';
import { WarningsList } from './WarningsList';
import styles from '../PostForm.module.css';

/** Everything between the header and the footer. */
export function FormBody({ model: m, ccShown, preview }: { model: PostFormModel; ccShown: boolean; preview: boolean }) {
  const { t } = useI18n();
  const s = m.state;
  const request = m.request;
  const listId = useId();
  const textStore = m.text;
  const initialText = useRef(textStore.get());
  const textRef = m.textRef;
  const cwRef = useRef<HTMLInputElement>(null);
  const posterId = m.poster.poster?.id ?? 'guest';
  const posterOrigin = m.poster.poster?.origin ?? '';
  const keyRoot = useMemo(() => [posterOrigin, posterId] as const, [posterOrigin, posterId]);
  const placeholder = t('postForm.text');
  // The field follows the text when it changes by other means than typing (drafts, inserted emoji).
  // Its placeholder is there only while it is empty: Chromium restyles a textarea's placeholder on
  // every edit while it has one (even hidden), a style recalculation in each keystroke.
  useLayoutEffect(() => {
    const follow = () => {
      const el = textRef.current;
      if (!el) return;
      const value = textStore.get();
      if (el.value !== value) el.value = value;
      if (value === '') {
        if (el.getAttribute('placeholder') !== placeholder) el.setAttribute('placeholder', placeholder);
      } else if (el.hasAttribute('placeholder')) {
        el.removeAttribute('placeholder');
      }
    };
    follow();
    return textStore.subscribe(follow);
  }, [textStore, textRef, placeholder]);
  useFieldEvents(textRef, textStore.set);
  const [history, setHistory] = useState<string[]>([]);
  useEffect(() => {
    if (s.showHashtags) void readHashtagHistory().then(setHistory);
  }, [s.showHashtags]);

  // Warnings parse the whole text (MFM): computed from the state's settled copy of the text (a
  // moment after typing pauses), so a keystroke into a long post never waits for them.
  const text = s.text;
  const isReply = !!request.reply;
  const warnings = useMemo(
    () => postWarnings({ text, useCw: s.useCw, cw: s.cw, visibility: s.visibility, isReply, recipients: s.visibleUsers, localHost: m.poster.localHost }),
    [text, s.useCw, s.cw, s.visibility, isReply, s.visibleUsers, m.poster.localHost],
  );
  function moveCwMention() {
    const moved = moveCwMentionsToText(s.cw, textStore.get());
    m.setText(moved.text);
    m.patch({ cw: moved.cw });
  }
  async function addMentioned(mention: MentionRef) {
    const user = await findUser(m.poster.client, mention.username, mention.host);
    if (user) m.patch((st) => ({ visibleUsers: addUser(st.visibleUsers, user) }));
  }

  return (
    <>
      {request.reply && <TargetPreview note={request.reply} kind="reply" />}
      {request.renote && s.quoteId === request.renote.id && <TargetPreview note={request.renote} kind="renote" />}
      <AttachedLines
        quoteId={s.quoteId}
        references={s.references}
        onRemoveQuote={() => m.patch({ quoteId: null })}
        onRemoveReference={(id) => m.patch((st) => ({ references: st.references.filter((r) => r.id !== id) }))}
      />
      {s.visibility === 'specified' && (
        <RecipientsField
          client={m.poster.client}
          localHost={m.poster.localHost}
          recipients={s.visibleUsers}
          cc={ccShown ? s.ccUsers : null}
          inheritCc={request.reply?.visibility === 'specified' ? s.inheritCc : null}
          onAdd={(u) => m.patch((st) => ({ visibleUsers: addUser(st.visibleUsers, u) }))}
          onRemove={(id) => m.patch((st) => ({ visibleUsers: removeUser(st.visibleUsers, id) }))}
          onAddCc={(u) => m.patch((st) => ({ ccUsers: addUser(st.ccUsers, u) }))}
          onRemoveCc={(id) => m.patch((st) => ({ ccUsers: removeUser(st.ccUsers, id) }))}
          onInheritCc={(v) => m.patch({ inheritCc: v })}
        />
      )}
      <WarningsList warnings={warnings} onAddMentioned={(mention) => void addMentioned(mention)} onMoveCwMention={() => moveCwMention()} />
      {s.useCw && (
        <>
          <input ref={cwRef} className={styles.input} value={s.cw} onChange={(e) => m.patch({ cw: e.target.value })} aria-label={t('postForm.cwPlaceholder')} placeholder={t('postForm.cwPlaceholder')} data-field="cw" />
          <Autocomplete field={cwRef} client={m.poster.client} keyRoot={keyRoot} />
        </>
      )}
      {/* The box lets the field be a layout root of its own (see .textBox in the CSS). */}
      <div className={styles.textBox}>
        <textarea
          ref={m.textRef}
          className={styles.textarea}
          // Not a controlled `value`: React then rewrites the textarea's default text (its whole text
          // node) on every keystroke, the slowest part of typing into a long post. The field writes
          // the text store from its own listener (useFieldEvents), the state follows the store (see
          // use-post-form), and the field follows the store above.
          defaultValue={initialText.current}
          aria-label={t('postForm.text')}
          rows={5}
          data-field="text"
        />
        <Autocomplete field={m.textRef} client={m.poster.client} keyRoot={keyRoot} />
      </div>
      {s.showHashtags && (
        <>
          <input
            className={styles.input}
            value={s.hashtags}
            list={listId}
            onChange={(e) => m.patch({ hashtags: e.target.value })}
            aria-label={t('postForm.hashtagsPlaceholder')}
            placeholder={t('postForm.hashtagsPlaceholder')}
            data-field="hashtags"
          />
          <datalist id={listId}>
            {history.map((h) => (
              <option key={h} value={`#${h}`} />
            ))}
          </datalist>
        </>
      )}
      <UploadList uploads={m.uploads} />
      {s.poll && <PollEditor value={s.poll} onChange={(poll) => m.patch({ poll })} />}
      {preview && <PostPreview text={textStore} hashtags={s.showHashtags ? s.hashtags : null} cw={normalizeCw(s.useCw, s.cw)} />}
    </>
  );
}
