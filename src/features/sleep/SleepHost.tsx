import { useEffect, useState, useSyncExternalStore } from 'react';
import { useI18n } from '@/core/i18n';
import { endSleep, sleepUntil, subscribeSleep } from '@/core/sleep/sleep-mode';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { sendWakePost } from './wake-post';
import styles from './SleepHost.module.css';

/** The sleep screen while sleep mode lasts (core/sleep/sleep-mode.ts); nothing otherwise. */
export function SleepHost() {
  const until = useSyncExternalStore(subscribeSleep, () => sleepUntil());
  useEffect(() => {
    if (until === null) return;
    // Wakes by itself at the chosen time (a timer past ~24 days would overflow; sleep is at most hours).
    const timer = setTimeout(endSleep, Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return until === null ? null : <SleepScreen until={until} />;
}

function SleepScreen({ until }: { until: number }) {
  const { t, lang } = useI18n();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(until);
  const wake = async () => {
    const post = text.trim();
    if (post) {
      setSending(true);
      setFailed(false);
      try {
        await sendWakePost(post);
      } catch {
        setSending(false);
        setFailed(true);
        return;
      }
    }
    endSleep();
  };
  return (
    <Modal label={t('timelineBehavior.sleepMode')} className={styles.sleep}>
      <form
        className={styles.body}
        onSubmit={(e) => {
          e.preventDefault();
          void wake();
        }}
      >
        <h2 className={styles.title}>{t('timelineBehavior.sleepMode')}</h2>
        <p>
          <time dateTime={new Date(until).toISOString()} data-sleep-until={until}>
            {t('timelineBehavior.sleepingUntil', { time })}
          </time>
        </p>
        <p className={styles.hint}>{t('timelineBehavior.sleepHint')}</p>
        <label className={styles.field}>
          {t('timelineBehavior.wakePost')}
          <textarea value={text} onChange={(e) => setText(e.target.value)} rows={2} disabled={sending} />
        </label>
        {failed && <p role="alert">{t('timelineBehavior.wakePostFailed')}</p>}
        <Button type="submit" primary disabled={sending}>
          {t('timelineBehavior.wakeUp')}
        </Button>
      </form>
    </Modal>
  );
}
