import { lazy, Suspense, useState } from 'react';
import { finishOnboarding, isOnboardingPending } from './onboarding-flag';

const OnboardingDialog = lazy(() => import('./OnboardingDialog').then((m) => ({ default: m.OnboardingDialog })));

/**
 * Opens the onboarding for an account that has just signed up (the mark prepareNewAccount left),
 * once: closing it, finished or skipped, clears the mark. Renders nothing for anyone else.
 */
export function OnboardingHost({ origin, userId }: { origin: string; userId: string }) {
  const [open, setOpen] = useState(() => isOnboardingPending({ origin, userId }));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog
        userId={userId}
        onClose={() => {
          finishOnboarding({ origin, userId });
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
