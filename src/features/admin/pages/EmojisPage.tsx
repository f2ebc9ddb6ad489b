import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminEmojisQuery } from '../admin-queries';
import type { AdminEmoji } from '../admin-types';
import { EmojiEditor } from '../emojis/EmojiEditor';
import { DriveImageChooser } from '../emojis/DriveImageChooser';
import { EmojiZip } from '../emojis/EmojiZip';
import { addEmoji, deleteEmojis, refreshEmojis } from '../emojis/emoji-queries';
import { groupByCategory } from '../emojis/group-emojis';
import styles from '../admin-page.module.css';

/** /admin/emojis: the server's custom emoji by category; add from the drive, edit, delete, bulk actions. */
export function EmojisPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const emojis = useQuery(adminEmojisQuery(deferred));
  const [editing, setEditing] = useState<AdminEmoji | null>(null);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => groupByCategory(emojis.data ?? []), [emojis.data]);
  const refresh = () => refreshEmojis(queryClient);
  const add = useMutation({
    mutationFn: (fileId: string) => addEmoji(fileId),
    onSuccess: async () => {
      setAdding(false);
      showToast(t('adminScreens.emojis.added'), 'success');
      await refresh();
    },
  });
  const bulkDelete = useMutation({
    mutationFn: async () => {
      if (!(await confirmDialog({ type: 'warning', text: t('adminScreens.emojis.confirmDeleteMany', { n: selected.size }) }))) return false;
      await deleteEmojis([...selected]);
      return true;
    },
    onSuccess: async (done) => {
      if (!done) return;
      setSelected(new Set());
      await refresh();
    },
  });
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section data-admin-page="emojis">
      <PageHeader title={t('adminScreens.nav.emojis')} actions={<Button primary onClick={() => setAdding((v) => !v)}>{t('adminScreens.emojis.add')}</Button>} />
      <div className={styles.body}>
        {adding && <DriveImageChooser onChoose={(fileId) => add.mutate(fileId)} busy={add.isPending} />}
        <EmojiZip onImported={() => void refresh()} />
        <label className={styles.field}>
          <span>{t('adminScreens.emojis.search')}</span>
          <input type="search" name="emoji-query" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        {selected.size > 0 && (
          <div className={styles.row}>
            <span>{t('adminScreens.emojis.selected', { n: selected.size })}</span>
            <Button className={styles.danger} onClick={() => bulkDelete.mutate()}>{t('common.delete')}</Button>
            <Button onClick={() => setSelected(new Set())}>{t('common.cancel')}</Button>
          </div>
        )}
        {editing && <EmojiEditor emoji={editing} onDone={async () => { setEditing(null); await refresh(); }} />}
        {groups.map(([category, list]) => (
          <div key={category ?? ''}>
            <h2 className={styles.sectionTitle}>{category ?? t('adminScreens.emojis.uncategorized')}</h2>
            <ul className={styles.list}>
              {list.map((e) => (
                <li key={e.id} className={styles.item} data-admin-emoji={e.name}>
                  <input type="checkbox" aria-label={t('adminScreens.emojis.select', { name: e.name })} checked={selected.has(e.id)} onChange={() => toggle(e.id)} />
                  <img className={styles.emoji} src={e.url} alt="" loading="lazy" />
                  <span className={styles.grow}>:{e.name}:{e.aliases.length > 0 && <span className={styles.hint}> {e.aliases.join(' ')}</span>}</span>
                  <Button onClick={() => setEditing(e)}>{t('common.edit')}</Button>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {emojis.data?.length === 0 && <p className={styles.hint}>{t('adminScreens.empty')}</p>}
      </div>
    </section>
  );
}
