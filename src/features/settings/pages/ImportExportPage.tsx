import { useState } from 'react';
import { useCapabilities, type EndpointCapability } from '@/core/capabilities';
import { useI18n, type MessageKey } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { importFromFile, requestExport } from '../account/import-export';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { Notice } from '@/ui/notice/Notice';

/** Endpoint, the capability that offers it, label. */
const EXPORTS: ReadonlyArray<[string, EndpointCapability, MessageKey]> = [
  ['i/export-notes', 'exportNotes', 'settingsScreens.importExport.notes'],
  ['i/export-following', 'exportFollowing', 'settingsScreens.importExport.following'],
  ['i/export-mute', 'exportMutes', 'settingsScreens.importExport.mutes'],
  ['i/export-blocking', 'exportBlocks', 'settingsScreens.importExport.blocks'],
  ['i/export-user-lists', 'exportLists', 'settingsScreens.importExport.lists'],
  ['i/export-favorites', 'exportFavorites', 'settingsScreens.importExport.favorites'],
];

const IMPORTS: ReadonlyArray<[string, EndpointCapability, MessageKey]> = [
  ['i/import-following', 'importFollowing', 'settingsScreens.importExport.following'],
  ['i/import-muting', 'importMutes', 'settingsScreens.importExport.mutes'],
  ['i/import-blocking', 'importBlocks', 'settingsScreens.importExport.blocks'],
  ['i/import-user-lists', 'importLists', 'settingsScreens.importExport.lists'],
];

function ImportRow({ endpoint, labelKey }: { endpoint: string; labelKey: MessageKey }) {
  const { t } = useI18n();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (file: File) => {
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      setError(t('settingsScreens.importExport.notCsv'));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await importFromFile(endpoint, file, setProgress);
      showToast(t('settingsScreens.common.serverWillNotify'), 'success');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Field id={`import-${endpoint.split('-').slice(1).join('-')}`} label={t(labelKey)} error={error ?? undefined}>
      <input
        type="file"
        accept=".csv,text/csv"
        name={endpoint}
        aria-label={`${t('settingsScreens.importExport.import')}: ${t(labelKey)}`}
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void run(file);
        }}
      />
      {progress !== null && <progress max={1} value={progress} aria-label={t('settingsScreens.common.inProgress')} />}
    </Field>
  );
}

/** Import and export: exports are queued by the server (it notifies when done); imports take a CSV. */
export function ImportExportPage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <SettingsPageFrame page="import-export">
      {!caps.tokenMay.exportNotes && <Notice name="app-token">{t('settingsScreens.tokens.appTokenOnly')}</Notice>}
      <Section id="export" title={t('settingsScreens.importExport.export')}>
        {EXPORTS.filter(([, name]) => caps.may[name]).map(([ep, , key]) => (
          <div key={ep} className={styles.listItem}>
            <span className={styles.grow}>{t(key)}</span>
            <Button
              disabled={busy !== null}
              onClick={async () => {
                setBusy(ep);
                try {
                  await requestExport(ep);
                  showToast(t('settingsScreens.common.serverWillNotify'), 'success');
                } catch {
                  // Toasted.
                } finally {
                  setBusy(null);
                }
              }}
            >
              {busy === ep ? t('settingsScreens.common.inProgress') : t('settingsScreens.importExport.export')}
            </Button>
          </div>
        ))}
      </Section>
      <Section id="import" title={t('settingsScreens.importExport.import')}>
        {IMPORTS.filter(([, name]) => caps.may[name]).map(([ep, , key]) => (
          <ImportRow key={ep} endpoint={ep} labelKey={key} />
        ))}
      </Section>
    </SettingsPageFrame>
  );
}
