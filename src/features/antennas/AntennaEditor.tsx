import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { DraftNotice, useEditorDraft } from '@/ui/editor-draft';
import { kitStyles } from '@/ui/list-kit';
import { myListsQuery } from '@/features/lists';
import { Button } from '@/ui/page/Button';
import { ANTENNA_SOURCES, antennaFormProblem, antennaToForm, emptyAntennaForm, type Antenna, type AntennaForm } from './antenna-form';
import { deleteAntenna, saveAntenna } from './antennas-queries';

const EMPTY = emptyAntennaForm();

/** Every field antennas/create and antennas/update take. Unsaved input survives a reload. */
export function AntennaEditor({ original }: { original?: Antenna }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const router = useRouter();
  const draft = useEditorDraft<AntennaForm>('antenna', original?.id ?? 'new', original ? antennaToForm(original) : EMPTY);
  const lists = useQuery(myListsQuery());
  const [busy, setBusy] = useState(false);
  const id = useId();
  const form = draft.value;
  if (!form) return <p className={kitStyles.status}>{t('common.loading')}</p>;
  const set = (patch: Partial<AntennaForm>) => draft.update((f) => ({ ...f, ...patch }));
  const problem = antennaFormProblem(form);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    try {
      const id = await saveAntenna(qc, form, original);
      await draft.clear();
      showToast(original ? t('pageKit.saved') : t('pageKit.created'), 'success');
      if (id) void router.navigate({ to: '/timeline/antenna/$antennaId', params: { antennaId: id } });
    } catch {
      // toasted; the input stays
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!original || !(await confirmDialog({ text: t('pageKit.deleteConfirm', { name: original.name }), type: 'warning' }))) return;
    try {
      await deleteAntenna(qc, original.id);
      await draft.clear();
      showToast(t('pageKit.deleted'), 'success');
      void router.navigate({ to: '/my/antennas' });
    } catch {
      // toasted
    }
  };

  return (
    <form className={kitStyles.form} onSubmit={(e) => void submit(e)} aria-label={t('antennas.editor')}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <label className={kitStyles.field}>
        <span>{t('pageKit.name')}</span>
        <input className={kitStyles.input} required maxLength={100} value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label className={kitStyles.field}>
        <span>{t('antennas.source')}</span>
        <select className={kitStyles.input} value={form.src} onChange={(e) => set({ src: e.target.value as AntennaForm['src'] })}>
          {ANTENNA_SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`antennas.src.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {form.src === 'list' && (
        <label className={kitStyles.field}>
          <span>{t('antennas.list')}</span>
          <select className={kitStyles.input} value={form.userListId ?? ''} onChange={(e) => set({ userListId: e.target.value || null })}>
            <option value="">{t('antennas.pickList')}</option>
            {(lists.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {form.src === 'users' && (
        <div className={kitStyles.field}>
          <label htmlFor={`${id}-users`}>{t('antennas.users')}</label>
          <textarea id={`${id}-users`} aria-describedby={`${id}-users-hint`} className={kitStyles.input} rows={3} value={form.users} onChange={(e) => set({ users: e.target.value })} />
          <small id={`${id}-users-hint`} className={kitStyles.hint}>{t('antennas.usersHint')}</small>
        </div>
      )}
      <div className={kitStyles.field}>
        <label htmlFor={`${id}-keywords`}>{t('antennas.keywords')}</label>
        <textarea id={`${id}-keywords`} aria-describedby={`${id}-kw-hint`} className={kitStyles.input} rows={3} value={form.keywords} onChange={(e) => set({ keywords: e.target.value })} />
      </div>
      <div className={kitStyles.field}>
        <label htmlFor={`${id}-excludeKeywords`}>{t('antennas.excludeKeywords')}</label>
        <textarea id={`${id}-excludeKeywords`} aria-describedby={`${id}-kw-hint`} className={kitStyles.input} rows={2} value={form.excludeKeywords} onChange={(e) => set({ excludeKeywords: e.target.value })} />
      </div>
      <small id={`${id}-kw-hint`} className={kitStyles.hint}>
        {t('antennas.keywordsHint')}
      </small>
      {(['caseSensitive', 'withReplies', 'withFile', 'notify'] as const).map((k) => (
        <label key={k} className={kitStyles.check}>
          <input type="checkbox" checked={form[k]} onChange={(e) => set({ [k]: e.target.checked })} />
          {t(`antennas.${k}`)}
        </label>
      ))}
      {problem && <p className={kitStyles.hint}>{t(`antennas.problem.${problem}`)}</p>}
      <div className={kitStyles.row}>
        <Button type="submit" primary disabled={busy || problem !== null}>
          {original ? t('common.save') : t('pageKit.create')}
        </Button>
        {original && (
          <>
            <Link to="/timeline/antenna/$antennaId" params={{ antennaId: original.id }}>
              {t('antennas.timeline')}
            </Link>
            <Button onClick={() => void remove()}>{t('common.delete')}</Button>
          </>
        )}
      </div>
    </form>
  );
}
