import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { SignInDialog } from './SignInDialog';

export function SignInButton({ primary }: { primary?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button primary={primary} data-action="signin" onClick={() => setOpen(true)}>
        {t('welcome.signIn')}
      </Button>
      {open && <SignInDialog mode="signin" onClose={() => setOpen(false)} />}
    </>
  );
}
