import { useEffect, useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { deleteDraft, draftSummary, listDrafts, parseDraftKey, subscribeDrafts, type Draft } from '@/core/drafts';
import { formatDateTime, useI18n } from '@/core/i18n';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import styles from '../PostForm.module.css';

/**
 * Calls `onList` with the stored note drafts now and after every change, except a change to
 * `ignoredKey` alone (the form's own draft, written at every pause in typing); returns the stop.
 */
function watchNoteDrafts(onList: (drafts: Draft[]) => void, ignoredKey?: string): () => void {
  let alive = true;
  const load = () =>
    void listDrafts().then((d) => {
      // Chat drafts (`messaging:…`) share the store but are not note drafts.
      if (alive) onList(d.filter((x) => parseDraftKey(x.key) !== null));
    });
  load();
  const off = subscribeDrafts((keys) => {
    if (ignoredKey === undefined || keys.length === 0 || keys.some((k) => k !== ignoredKey)) load();
  });
  return () => {
    alive = false;
    off();
  };
}

/** Every stored draft, listed by kind (note, reply, renote, channel, …, manual, auto). */
export function useDraftList(): Draft[] {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  useEffect(() => watchNoteDrafts(setDrafts), []);
  return drafts;
}

/**
 * How many drafts other than `currentKey` are stored. A number, so the form does not render again
 * when its own draft is written (every pause in typing) and the count stays the same.
 */
export function useOtherDraftCount(currentKey: string): number {
  const [count, setCount] = useState(0);
  // The form's own draft is not counted, so its writes (while typing) need no new count.
  useEffect(() => watchNoteDrafts((d) => setCount(d.filter((x) => x.key !== currentKey).length), currentKey), [currentKey]);
  return count;
}

interface Props {
  currentKey: string;
  canSave: boolean;
  onOpen: (d: Draft) => void;
  onSave: (name: string) => void;
  onClose: () => void;
}

export function DraftListDialog({ currentKey, canSave, onOpen, onSave, onClose }: Props) {
  const { t } = useI18n();
  const drafts = useDraftList().filter((d) => d.key !== currentKey);
  const [name, setName] = useState('');
  return (
    <Modal label={t('postForm.drafts')} onCancel={onClose}>
      <h2 className={styles.previewName}>{t('postForm.drafts')}</h2>
      <form
        className={styles.line}
        onSubmit={(e) => {
          e.preventDefault();
          onSave(name.trim());
        }}
      >
        <input className={styles.input} value={name} onChange={(e) => setName(e.target.value)} aria-label={t('postForm.draftName')} placeholder={t('postForm.draftName')} disabled={!canSave} />
        <Button type="submit" disabled={!canSave}>
          {t('postForm.saveDraft')}
        </Button>
      </form>
      {drafts.length === 0 ? (
        <p>{t('postForm.noDrafts')}</p>
      ) : (
        <ul className={styles.draftList} aria-label={t('postForm.drafts')}>
          {drafts.map((d) => {
            const kind = parseDraftKey(d.key)?.kind ?? 'note';
            return (
              <li key={d.key} className={styles.draftItem} data-draft-key={d.key}>
                <div className={styles.draftMain}>
                  <span className={styles.draftKind}>
                    {t(`postForm.draftKinds.${kind}`)} · {formatDateTime(new Date(d.updatedAt), { dateStyle: 'short', timeStyle: 'short' })}
                  </span>
                  <span className={styles.draftText}>{d.name || draftSummary(d.data) || t('postForm.emptyDraft')}</span>
                </div>
                <Button onClick={() => onOpen(d)}>{t('postForm.openDraft')}</Button>
                <Button
                  onClick={() =>
                    void confirmDialog({ type: 'warning', text: t('postForm.deleteDraftConfirm') }).then((ok) => {
                      if (ok) void deleteDraft(d.key);
                    })
                  }
                >
                  {t('common.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button onClick={onClose}>{t('common.close')}</Button>
    </Modal>
  );
}
