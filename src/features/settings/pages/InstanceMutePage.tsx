import { lazy, Suspense, useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { field, isStrArray, useMe, useUpdateMe } from '../account/me';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { parseHosts } from '../validation';

const InstanceSelectDialog = lazy(() => import('@/features/instance-select').then((m) => ({ default: m.InstanceSelectDialog })));

/** The hosts of the text with `host` added on a line of its own (unchanged when it is there already). */
function withHost(text: string, host: string): string {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return lines.some((l) => l.toLowerCase() === host.toLowerCase()) ? text : [...lines, host].join('\n');
}

/** Server mute: hosts whose notes the server hides from this account (i/update mutedInstances). */
export function InstanceMutePage() {
  const { t } = useI18n();
  const me = useMe();
  const updateMe = useUpdateMe();
  const hosts = field(me.data, 'mutedInstances', isStrArray, []);
  const supported = !me.data || Array.isArray(me.data.mutedInstances);
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const caps = useCapabilities();
  const shown = text ?? hosts.join('\n');
  const parsed = parseHosts(shown);
  return (
    <SettingsPageFrame page="instance-mute">
      <Field
        id="hosts"
        label={t('settingsScreens.instanceMute.hosts')}
        htmlFor="muted-hosts"
        hint={supported ? t('settingsScreens.instanceMute.hint') : t('settingsScreens.common.unsupported')}
        error={parsed.errors.map((e) => t('settingsScreens.instanceMute.invalidHost', { line: e.line })).join('\n') || undefined}
      >
        <textarea id="muted-hosts" name="mutedInstances" className={`${styles.textarea} ${styles.mono}`} value={shown} disabled={!supported} aria-invalid={parsed.errors.length > 0} onChange={(e) => setText(e.target.value)} />
        <div className={styles.actions}>
          {supported && caps.federationInstances && (
            <Button onClick={() => setPicking(true)} disabled={busy}>
              {t('mediaPlayer.instanceAdd')}
            </Button>
          )}
          <Button
            primary
            disabled={!supported || busy || text === null || parsed.errors.length > 0}
            onClick={async () => {
              setBusy(true);
              try {
                await updateMe({ mutedInstances: parsed.hosts });
                setText(null);
                showToast(t('settingsScreens.common.saved'), 'success');
              } catch {
                // Toasted; the text stays.
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('settingsScreens.common.save')}
          </Button>
        </div>
      </Field>
      {picking && (
        <Suspense fallback={null}>
          <InstanceSelectDialog onClose={() => setPicking(false)} onPick={(host) => setText(withHost(shown, host))} exclude={parsed.hosts} />
        </Suspense>
      )}
    </SettingsPageFrame>
  );
}
