import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { askPassword } from '../account/ask-password';
import { deleteAccount, field, isBool, useMe } from '../account/me';
import styles from '../controls/controls.module.css';
import { AppTokenGate } from '../AppTokenGate';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Delete account: warnings, a confirmation and the password, then the in-progress state. */
function DeleteAccountPageBody() {
  const { t } = useI18n();
  const me = useMe();
  const caps = useCapabilities();
  const [requested, setRequested] = useState(false);
  const deleting = requested || field(me.data, 'isDeleted', isBool, false);

  const remove = async () => {
    if (!(await confirmDialog({ type: 'warning', title: t('settingsScreens.common.confirmTitle'), text: t('settingsScreens.deleteAccount.warning'), okDelaySeconds: 3 }))) return;
    const password = await askPassword();
    if (!password) return;
    try {
      await deleteAccount(password);
      setRequested(true);
    } catch {
      // Toasted (a wrong password); nothing changed.
    }
  };

  return (
    <SettingsPageFrame page="delete-account">
      {deleting ? (
        <p className={styles.warning} role="status" data-delete-in-progress>
          {t('settingsScreens.deleteAccount.inProgress')}
        </p>
      ) : (
        <>
          <div className={styles.warning}>
            <p>{t('settingsScreens.deleteAccount.warning')}</p>
            <p>{t('settingsScreens.deleteAccount.warning2')}</p>
          </div>
          {caps.deleteAccount ? (
            <div className={styles.actions}>
              <Button onClick={() => void remove()} data-action="delete-account">
                {t('settingsScreens.deleteAccount.delete')}
              </Button>
            </div>
          ) : (
            <p className={styles.unsupported}>{t('settingsScreens.common.unsupported')}</p>
          )}
        </>
      )}
    </SettingsPageFrame>
  );
}

/** A sign-in made for an app may not call what this page does: it says so instead. */
export function DeleteAccountPage() {
  return (
    <AppTokenGate page="delete-account" capability="deleteAccount">
      <DeleteAccountPageBody />
    </AppTokenGate>
  );
}
