import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { DraftNotice, useEditorDraft } from '@/ui/editor-draft';
import { kitStyles } from '@/ui/list-kit';
import { Button } from '@/ui/page/Button';
import { clipToForm, emptyClipForm, type ClipForm } from './clip-form';
import { isClip, saveClip, type Clip } from './clips-queries';

const EMPTY = emptyClipForm();

/** Create or edit a clip: name, description, public. Unsaved input survives a reload. */
export function ClipEditor({ original, onDone }: { original?: Clip; onDone: (clip: Clip) => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const draft = useEditorDraft<ClipForm>('clip', original?.id ?? 'new', original ? clipToForm(original) : EMPTY);
  const [busy, setBusy] = useState(false);
  const form = draft.value;
  if (!form) return null;
  const set = (patch: Partial<ClipForm>) => draft.update((f) => ({ ...f, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.name.trim() === '' || busy) return;
    setBusy(true);
    try {
      const res = await saveClip(qc, form, original);
      await draft.clear();
      showToast(original ? t('pageKit.saved') : t('pageKit.created'), 'success');
      onDone(isClip(res) ? res : { ...(original ?? { id: '' }), ...form });
    } catch {
      // The API client toasted the error; the input stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={kitStyles.form} onSubmit={(e) => void submit(e)} aria-label={original ? t('clips.edit') : t('clips.create')}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <label className={kitStyles.field}>
        <span>{t('pageKit.name')}</span>
        <input className={kitStyles.input} required maxLength={100} value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label className={kitStyles.field}>
        <span>{t('pageKit.description')}</span>
        <textarea className={kitStyles.input} rows={3} maxLength={2048} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </label>
      <label className={kitStyles.check}>
        <input type="checkbox" checked={form.isPublic} onChange={(e) => set({ isPublic: e.target.checked })} />
        {t('pageKit.public')}
      </label>
      <div className={kitStyles.row}>
        <Button type="submit" primary disabled={busy || form.name.trim() === ''}>
          {original ? t('common.save') : t('pageKit.create')}
        </Button>
      </div>
    </form>
  );
}
