import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import type { AdminEmoji } from '../admin-types';
import styles from '../admin-page.module.css';
import { deleteEmoji, updateEmoji } from './emoji-queries';

const NAME = /^[a-zA-Z0-9_]+$/;

/** Edit one custom emoji: name, category, aliases and license; or delete it. */
export function EmojiEditor({ emoji, onDone }: { emoji: AdminEmoji; onDone: () => void | Promise<void> }) {
  const { t } = useI18n();
  const [name, setName] = useState(emoji.name);
  const [category, setCategory] = useState(emoji.category ?? '');
  const [aliases, setAliases] = useState(emoji.aliases.join(' '));
  const [license, setLicense] = useState(emoji.license ?? '');
  const nameOk = NAME.test(name);
  const save = useMutation({
    mutationFn: () =>
      updateEmoji({
        id: emoji.id,
        name,
        category: category.trim() || null,
        aliases: aliases.split(/\s+/).filter((a) => a !== ''),
        license: license.trim() || null,
      }),
    onSuccess: () => onDone(),
  });
  const remove = useMutation({
    mutationFn: async () => {
      if (!(await confirmDialog({ type: 'warning', text: t('adminScreens.emojis.confirmDelete', { name: emoji.name }) }))) return false;
      await deleteEmoji(emoji.id);
      return true;
    },
    onSuccess: (done) => (done ? onDone() : undefined),
  });
  return (
    <form
      className={styles.card}
      aria-label={t('adminScreens.emojis.edit', { name: emoji.name })}
      onSubmit={(e) => {
        e.preventDefault();
        if (nameOk) save.mutate();
      }}
    >
      <div className={styles.row}>
        <img className={styles.emoji} src={emoji.url} alt="" />
        <strong>:{emoji.name}:</strong>
      </div>
      <label className={styles.field}>
        <span>{t('adminScreens.emojis.name')}</span>
        <input name="emoji-name" value={name} aria-invalid={!nameOk || undefined} onChange={(e) => setName(e.target.value)} />
        {!nameOk && <small className={styles.error}>{t('adminScreens.emojis.badName')}</small>}
      </label>
      <label className={styles.field}>
        <span>{t('adminScreens.emojis.category')}</span>
        <input name="emoji-category" value={category} onChange={(e) => setCategory(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{t('adminScreens.emojis.aliases')}</span>
        <input name="emoji-aliases" value={aliases} onChange={(e) => setAliases(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{t('adminScreens.emojis.license')}</span>
        <input name="emoji-license" value={license} onChange={(e) => setLicense(e.target.value)} />
      </label>
      <div className={styles.row}>
        <Button primary type="submit" disabled={!nameOk || save.isPending}>{t('common.save')}</Button>
        <Button onClick={() => void onDone()}>{t('common.cancel')}</Button>
        <Button className={styles.danger} onClick={() => remove.mutate()}>{t('common.delete')}</Button>
      </div>
    </form>
  );
}
