import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n, type MessageKey } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { addRelay, adminKeys, adminRelaysQuery, removeRelay } from '../admin-queries';
import styles from '../admin-page.module.css';

/** /admin/relays: the relays this server uses and their state; administrators add and remove them. */
export function RelaysPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const relays = useQuery(adminRelaysQuery());
  const [inbox, setInbox] = useState('');
  const isAdmin = !!getAccount()?.isAdmin;
  const valid = /^https?:\/\/\S+$/i.test(inbox.trim());
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.relays() });
  const add = useMutation({
    mutationFn: () => addRelay(inbox.trim()),
    onSuccess: async () => {
      setInbox('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (url: string) => {
      if (!(await confirmDialog({ type: 'warning', text: t('adminScreens.relays.confirmRemove', { inbox: url }) }))) return;
      await removeRelay(url);
      await refresh();
    },
  });
  return (
    <section data-admin-page="relays">
      <PageHeader title={t('adminScreens.nav.relays')} />
      <div className={styles.body}>
        {isAdmin && (
          <form className={styles.row} onSubmit={(e) => { e.preventDefault(); if (valid) add.mutate(); }}>
            <label className={styles.field}>
              <span>{t('adminScreens.relays.inbox')}</span>
              <input type="url" name="relay-inbox" value={inbox} onChange={(e) => setInbox(e.target.value)} placeholder="https://relay.example/inbox" />
            </label>
            <Button primary type="submit" disabled={!valid || add.isPending}>{t('adminScreens.relays.add')}</Button>
          </form>
        )}
        <ul className={styles.list}>
          {relays.data?.map((r) => (
            <li key={r.id} className={styles.item}>
              <span className={styles.grow}>{r.inbox}</span>
              <span className={styles.badge}>{t(`adminScreens.relays.status.${r.status}` as MessageKey)}</span>
              {isAdmin && <Button className={styles.danger} onClick={() => remove.mutate(r.inbox)}>{t('adminScreens.relays.remove')}</Button>}
            </li>
          ))}
        </ul>
        {relays.data?.length === 0 && <p className={styles.hint}>{t('adminScreens.empty')}</p>}
      </div>
    </section>
  );
}
