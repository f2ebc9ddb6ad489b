import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { safeRedirectPath } from '@/core/accounts/redirect-path';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { CALLBACK_PATH } from './remote/miauth-url';
import { PENDING_TTL_MS, takePending, type PendingRemoteSignIn } from './remote/pending';
import { SignInDialog } from './SignInDialogLazy';

const SignUpDialog = lazy(() => import('@/features/signup').then((m) => ({ default: m.SignUpDialog })));

/**
 * A sign-in on another server that was left without coming back through the callback (the
 * browser's Back button): the dialog opens again, filled in, saying it was cancelled. Only one
 * button on the page takes it.
 */
function useCancelledRemoteSignIn(): [PendingRemoteSignIn | null, () => void] {
  const [cancelled, setCancelled] = useState<PendingRemoteSignIn | null>(null);
  useEffect(() => {
    const check = () => {
      // The callback route finishes (or explains) the pending sign-in itself.
      if (window.location.pathname === CALLBACK_PATH) return;
      const p = takePending();
      // A long-forgotten attempt is dropped silently.
      if (p && Date.now() - p.createdAt < PENDING_TTL_MS) setCancelled(p);
    };
    check();
    window.addEventListener('pageshow', check);
    return () => window.removeEventListener('pageshow', check);
  }, []);
  return [cancelled, () => setCancelled(null)];
}

/** `?redirect=` of the home page: the login-only page a visitor asked for (see src/app/sign-in-redirect.ts). */
function useAskedForPage(): string | undefined {
  const asked = useRouterState({ select: (s) => (s.location.pathname === '/' ? (s.location.search as { redirect?: unknown }).redirect : undefined) });
  return safeRedirectPath(asked) ?? undefined;
}

/**
 * The visitor's sign-in button. A sign-in from it lands on the page asked for in `?redirect=`;
 * the one button with `opensForRedirect` (the visitor header) opens the dialog by itself then.
 */
export function SignInButton({ primary, opensForRedirect }: { primary?: boolean; opensForRedirect?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<'signin' | 'signup' | null>(null);
  const redirect = useAskedForPage();
  useEffect(() => {
    if (opensForRedirect && redirect) setOpen('signin');
  }, [opensForRedirect, redirect]);
  const [cancelled, clearCancelled] = useCancelledRemoteSignIn();
  const host = cancelled ? new URL(cancelled.server).host : '';
  return (
    <>
      <Button primary={primary} data-action="signin" onClick={() => setOpen('signin')}>
        {t('welcome.signIn')}
      </Button>
      {(open === 'signin' || cancelled) && (
        <SignInDialog
          // A new dialog for a cancelled sign-in (a page restored from the back-forward cache still shows the old, busy one).
          key={cancelled ? `cancelled:${cancelled.session}` : 'signin'}
          mode="signin"
          redirect={cancelled ? cancelled.redirect : redirect}
          message={!cancelled && redirect ? t('auth.signInToOpen') : undefined}
          initialServer={cancelled?.serverInput}
          initialError={cancelled ? t('auth.remote.cancelled', { host }) : undefined}
          onSignUp={() => {
            clearCancelled();
            setOpen('signup');
          }}
          onClose={() => {
            clearCancelled();
            setOpen(null);
          }}
        />
      )}
      {open === 'signup' && (
        <Suspense fallback={null}>
          <SignUpDialog onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
