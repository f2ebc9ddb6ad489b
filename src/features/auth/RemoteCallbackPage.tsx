import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { completeRemoteSignIn, type RemoteOutcome } from './remote/complete-remote';
import { SignInDialog } from './SignInDialog';
import styles from './SignInDialog.module.css';

function hostOf(origin: string | undefined): string {
  try {
    return origin ? new URL(origin).host : '';
  } catch {
    return '';
  }
}

/**
 * The callback route of a sign-in on another server (MiAuth or the legacy app flow). On success the
 * page goes to the timeline; otherwise the sign-in dialog opens again, filled in, with the reason.
 */
export function RemoteCallbackPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<RemoteOutcome | null>(null);

  useEffect(() => {
    let alive = true;
    void completeRemoteSignIn().then((o) => {
      if (!alive) return;
      if (o.kind === 'added') {
        showToast(t('account.added', { username: o.username }), 'success');
        void navigate({ to: '/', replace: true });
      }
      setOutcome(o);
    });
    return () => {
      alive = false;
    };
  }, [navigate, t]);

  if (!outcome || outcome.kind !== 'failed') {
    return (
      <p className={styles.status} role="status" aria-busy="true">
        {t('auth.remote.finishing')}
      </p>
    );
  }
  const host = hostOf(outcome.pending?.server);
  const messages = {
    expired: t('auth.remote.expired', { host: host || '?' }),
    denied: t('auth.remote.denied', { host }),
    notApproved: t('auth.remote.notApproved', { host }),
    failed: t('auth.remote.failed', { host }),
    notKept: t('auth.signInNotKept', { host }),
  } as const;
  return (
    <SignInDialog
      mode={outcome.pending?.mode ?? 'signin'}
      initialServer={outcome.pending?.serverInput ?? ''}
      initialError={messages[outcome.reason]}
      onClose={() => void navigate({ to: '/', replace: true })}
    />
  );
}
