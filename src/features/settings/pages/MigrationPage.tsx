import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { IconPlus, IconTrash } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { askPassword } from '../account/ask-password';
import { moveAccount, useMe, useUpdateMe } from '../account/me';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { Notice } from '@/ui/notice/Notice';
import { parseAcct } from '../validation';

/** Migration: aliases (accounts this one may be moved from) and moving to another account. */
export function MigrationPage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const me = useMe().data;
  const updateMe = useUpdateMe();
  const [aliases, setAliases] = useState<string[]>(['']);
  const [target, setTarget] = useState('');
  const [aliasError, setAliasError] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const supported = caps.accountMove;
  const movedTo = typeof me?.movedTo === 'string' ? me.movedTo : null;
  const badAlias = aliases.some((a) => a.trim() !== '' && !parseAcct(a));

  const saveAliases = async () => {
    setAliasError(null);
    try {
      await updateMe({ alsoKnownAs: aliases.map((a) => a.trim()).filter(Boolean) });
      showToast(t('settingsScreens.common.saved'), 'success');
    } catch (e) {
      setAliasError(e instanceof Error ? e.message : String(e));
    }
  };

  const move = async () => {
    if (!parseAcct(target)) return;
    if (!(await confirmDialog({ type: 'warning', title: t('settingsScreens.common.confirmTitle'), text: `${t('settingsScreens.migration.moveWarning')}\n${target.trim()}`, okDelaySeconds: 3 }))) return;
    if (!(await askPassword())) return;
    setMoveError(null);
    try {
      await moveAccount(target.trim());
      showToast(t('settingsScreens.migration.moved'), 'success');
    } catch (e) {
      setMoveError(e instanceof Error ? e.message : String(e));
    }
  };

  if (!supported) {
    return (
      <SettingsPageFrame page="migration">
        <p className={styles.unsupported}>{t('settingsScreens.common.unsupported')}</p>
      </SettingsPageFrame>
    );
  }
  return (
    <SettingsPageFrame page="migration">
      <Section>
        <Field id="aliases" label={t('settingsScreens.migration.aliases')} hint={t('settingsScreens.migration.aliasHint')} error={aliasError ?? (badAlias ? t('settingsScreens.migration.invalidAcct') : undefined)}>
          {aliases.map((a, i) => (
            <div key={i} className={styles.row}>
              <input className={styles.input} name={`alias-${i}`} aria-label={`${t('settingsScreens.migration.aliases')} ${i + 1}`} value={a} aria-invalid={a.trim() !== '' && !parseAcct(a)} onChange={(e) => setAliases(aliases.map((x, j) => (j === i ? e.target.value : x)))} />
              <button type="button" aria-label={t('settingsScreens.common.remove')} onClick={() => setAliases(aliases.filter((_, j) => j !== i))}>
                <IconTrash size={16} aria-hidden />
              </button>
            </div>
          ))}
          <div className={styles.actions}>
            <Button disabled={aliases.length >= 10} onClick={() => setAliases([...aliases, ''])} aria-label={t('settingsScreens.common.add')}>
              <IconPlus size={16} aria-hidden />
            </Button>
            <Button primary disabled={badAlias} onClick={() => void saveAliases()}>
              {t('settingsScreens.common.save')}
            </Button>
          </div>
        </Field>
      </Section>
      {!caps.tokenMay.accountMove ? (
        <Notice name="app-token">{t('settingsScreens.tokens.appTokenOnly')}</Notice>
      ) : (
        <Section>
          <Field id="move" label={t('settingsScreens.migration.move')} htmlFor="move-target" hint={t('settingsScreens.migration.moveWarning')} error={moveError ?? (target.trim() && !parseAcct(target) ? t('settingsScreens.migration.invalidAcct') : undefined)}>
            <input id="move-target" name="move-target" className={styles.input} placeholder="@username@host" value={target} disabled={!!movedTo} onChange={(e) => setTarget(e.target.value)} />
            <div className={styles.actions}>
              <Button disabled={!parseAcct(target) || !!movedTo} onClick={() => void move()}>
                {t('settingsScreens.migration.move')}
              </Button>
            </div>
          </Field>
        </Section>
      )}
    </SettingsPageFrame>
  );
}
