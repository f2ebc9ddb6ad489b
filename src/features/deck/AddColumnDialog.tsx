import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useRolePolicies } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { timelineAllowed } from '@/features/timeline';
import { pickableQuery } from '@/features/widgets';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { columnFromDraft, newColumnId, type ColumnDraft } from './column-draft';
import { columnTypeLabel, timelineLabel } from './column-title';
import { DECK_COLUMN_TYPES, DECK_TIMELINES, type DeckColumn } from './deck-model';
import styles from './Deck.module.css';

/** Asks what column to add: its kind, the timeline, list, antenna or channel, and a name. */
export function AddColumnDialog({ hasMain, onAdd, onClose }: { hasMain: boolean; onAdd: (c: DeckColumn) => void; onClose: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState<ColumnDraft>({ type: 'timeline', tl: 'home', itemId: '', name: '' });
  const set = (patch: Partial<ColumnDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const types = DECK_COLUMN_TYPES.filter((x) => x !== 'main' || !hasMain);
  // Timelines the user's role policies make unavailable are not offered.
  const policies = useRolePolicies();
  const timelines = DECK_TIMELINES.filter((x) => timelineAllowed({ kind: x }, policies));
  const column = columnFromDraft(draft, newColumnId());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!column) return;
    onAdd(column);
    onClose();
  };
  return (
    <Modal label={t('deck.addColumn')} onCancel={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <h2 className={styles.formTitle}>{t('deck.addColumn')}</h2>
        <label className={styles.formField} htmlFor={`${id}-type`}>
          {t('deck.columnType')}
        </label>
        <select id={`${id}-type`} className={styles.input} value={draft.type} autoFocus onChange={(e) => set({ type: e.target.value as ColumnDraft['type'], itemId: '' })}>
          {types.map((x) => (
            <option key={x} value={x}>
              {t(columnTypeLabel(x))}
            </option>
          ))}
        </select>
        {draft.type === 'timeline' && (
          <>
            <label className={styles.formField} htmlFor={`${id}-tl`}>
              {t('deck.timeline')}
            </label>
            <select id={`${id}-tl`} className={styles.input} value={draft.tl} onChange={(e) => set({ tl: e.target.value as ColumnDraft['tl'] })}>
              {timelines.map((x) => (
                <option key={x} value={x}>
                  {t(timelineLabel(x))}
                </option>
              ))}
            </select>
          </>
        )}
        {(draft.type === 'list' || draft.type === 'antenna' || draft.type === 'channel') && <ItemPicker id={`${id}-item`} kind={draft.type} value={draft.itemId} onChange={(itemId) => set({ itemId })} />}
        <label className={styles.formField} htmlFor={`${id}-name`}>
          {t('deck.columnName')}
        </label>
        <input id={`${id}-name`} className={styles.input} value={draft.name} onChange={(e) => set({ name: e.target.value })} placeholder={t('deck.columnNameHint')} />
        <div className={styles.formButtons}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" primary disabled={!column}>
            {t('deck.add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function ItemPicker({ id, kind, value, onChange }: { id: string; kind: 'list' | 'antenna' | 'channel'; value: string; onChange: (v: string) => void }) {
  const { t } = useI18n();
  const query = useQuery(pickableQuery(kind));
  const items = query.data ?? [];
  return (
    <>
      <label className={styles.formField} htmlFor={id}>
        {t(kind === 'list' ? 'timeline.list' : kind === 'antenna' ? 'timeline.antenna' : 'timeline.channel')}
      </label>
      <select id={id} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{query.isPending ? t('common.loading') : items.length === 0 ? t('deck.noneToChoose') : t('deck.choose')}</option>
        {items.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </select>
    </>
  );
}
