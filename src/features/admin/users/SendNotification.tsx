import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { sendStaffNotification } from '../admin-queries';
import styles from '../admin-page.module.css';

export const NOTICE_MAX = 2048;

/**
 * "Send a notification" to a local user from the staff. Misskey has no endpoint for it; forks that do
 * offer `admin/send-notification` (some name the text `comment`, others `text`: both are sent, a server
 * ignores the one it does not know). Shown only where the server lists the endpoint.
 */
export function SendNotification({ userId }: { userId: string }) {
  const { t } = useI18n();
  const offered = useCapabilities().sendNotification;
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: (body: string) => sendStaffNotification(userId, body),
    onSuccess: () => {
      setText('');
      showToast(t('adminScreens.notice.sent'), 'success');
    },
  });
  if (!offered) return null;
  const trimmed = text.trim();
  const tooLong = text.length > NOTICE_MAX;
  return (
    <form
      className={styles.field}
      data-send-notification=""
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && !tooLong) send.mutate(trimmed);
      }}
    >
      <label className={styles.field}>
        <span>{t('adminScreens.notice.label')}</span>
        <textarea name="staff-notification" value={text} onChange={(e) => setText(e.target.value)} maxLength={NOTICE_MAX + 100} />
      </label>
      {tooLong && <small className={styles.error}>{t('adminScreens.notice.tooLong', { n: NOTICE_MAX })}</small>}
      <div className={styles.row}>
        <Button type="submit" primary disabled={!trimmed || tooLong || send.isPending}>{t('adminScreens.notice.send')}</Button>
      </div>
    </form>
  );
}
