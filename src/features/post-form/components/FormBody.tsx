import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { readHashtagHistory } from '../hashtag-history';
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

const WARNINGS_SETTLE_MS = 250;

/** `value`, updated `ms` after it last changed (at once when it empties, so cleared text clears warnings). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return;
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

/** Everything between the header and the footer. */
export function FormBody({ model: m, ccShown, preview, finalText }: { model: PostFormModel; ccShown: boolean; preview: boolean; finalText: string }) {
  const { t } = useI18n();
  const s = m.state;
  const request = m.request;
  const listId = useId();
  const initialText = useRef(s.text);
  const textRef = m.textRef;
  useLayoutEffect(() => {
    const el = textRef.current;
    if (el && el.value !== s.text) el.value = s.text;
  }, [s.text, textRef]);
  const [history, setHistory] = useState<string[]>([]);
  useEffect(() => {
    if (s.showHashtags) void readHashtagHistory().then(setHistory);
  }, [s.showHashtags]);

  // Warnings parse the whole text (MFM): computed from a settled copy (a moment after typing
  // pauses), so a keystroke into a long post never waits for them.
  const text = useSettled(s.text, WARNINGS_SETTLE_MS);
  const isReply = !!request.reply;
  const warnings = useMemo(
    () => postWarnings({ text, useCw: s.useCw, cw: s.cw, visibility: s.visibility, isReply, recipients: s.visibleUsers, localHost: m.poster.localHost }),
    [text, s.useCw, s.cw, s.visibility, isReply, s.visibleUsers, m.poster.localHost],
  );
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
      <WarningsList warnings={warnings} onAddMentioned={(mention) => void addMentioned(mention)} onMoveCwMention={() => m.patch((st) => moveCwMentionsToText(st.cw, st.text))} />
      {s.useCw && <input className={styles.input} value={s.cw} onChange={(e) => m.patch({ cw: e.target.value })} aria-label={t('postForm.cwPlaceholder')} placeholder={t('postForm.cwPlaceholder')} data-field="cw" />}
      <textarea
        ref={m.textRef}
        className={styles.textarea}
        // Not a controlled `value`: React then rewrites the textarea's default text (its whole text
        // node) on every keystroke, the slowest part of typing into a long post. The state follows
        // the field through onChange, and the field follows the state (drafts, inserted emoji) below.
        defaultValue={initialText.current}
        onChange={(e) => m.patch({ text: e.target.value })}
        aria-label={t('postForm.text')}
        placeholder={t('postForm.text')}
        rows={5}
        data-field="text"
      />
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
      {preview && <PostPreview text={finalText} cw={normalizeCw(s.useCw, s.cw)} />}
    </>
  );
}
