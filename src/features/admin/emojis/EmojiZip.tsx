import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { formatBytes, useI18n } from '@/core/i18n';
import { useChannel } from '@/core/stream/use-stream';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import styles from '../admin-page.module.css';
import { emojiZipFilesQuery, exportEmojis, importEmojiZip, type ZipCandidate } from './emoji-queries';

const isZip = (f: ZipCandidate) => /zip/i.test(f.type) || /\.zip$/i.test(f.name);

/**
 * Import and export of the custom emoji as a ZIP, where the server offers them (Misskey 13:
 * `admin/emoji/import-zip` with a ZIP from the drive, `export-custom-emojis`). Both only start a job
 * on the server: the import's emoji appear once it has run, the export's ZIP arrives in the drive.
 */
export function EmojiZip({ onImported }: { onImported: () => void }) {
  const { t } = useI18n();
  const caps = useCapabilities();
  const [choosing, setChoosing] = useState(false);
  const [exporting, setExporting] = useState(false);
  // Set before the request leaves: the ZIP may be announced before the answer arrives.
  const awaiting = useRef(false);
  const canImport = caps.may.importEmojiZip;
  const canExport = caps.may.exportEmojis;
  const importZip = useMutation({
    mutationFn: (fileId: string) => importEmojiZip(fileId),
    onSuccess: () => {
      setChoosing(false);
      showToast(t('adminScreens.emojiZip.importStarted'), 'success');
      onImported();
      // The job usually ends within seconds; look again then.
      setTimeout(onImported, 3_000);
    },
  });
  const exportZip = useMutation({
    mutationFn: () => {
      awaiting.current = true;
      setExporting(true);
      return exportEmojis();
    },
    onSuccess: () => {
      if (awaiting.current) showToast(t('adminScreens.emojiZip.exportStarted'), 'success');
    },
    onError: () => {
      awaiting.current = false;
      setExporting(false);
    },
  });
  // The export job ends with the ZIP in the drive: the main stream's driveFileCreated says so.
  useChannel(canExport ? 'main' : null, {}, {
    driveFileCreated: (body) => {
      const file = body as Partial<ZipCandidate> | null;
      if (!awaiting.current || !file || typeof file.name !== 'string' || typeof file.type !== 'string' || !isZip(file as ZipCandidate)) return;
      awaiting.current = false;
      setExporting(false);
      showToast(t('adminScreens.emojiZip.exportReady', { name: file.name }), 'success');
    },
  });
  if (!canImport && !canExport) return null;
  return (
    <div className={styles.row} data-emoji-zip="">
      {canImport && <Button onClick={() => setChoosing((v) => !v)} aria-expanded={choosing}>{t('adminScreens.emojiZip.import')}</Button>}
      {canExport && <Button onClick={() => exportZip.mutate()} disabled={exportZip.isPending}>{t('adminScreens.emojiZip.export')}</Button>}
      {exporting && <span className={styles.hint}>{t('adminScreens.emojiZip.exportWaiting')}</span>}
      {choosing && <ZipChooser busy={importZip.isPending} onChoose={(id) => importZip.mutate(id)} />}
    </div>
  );
}

function ZipChooser({ onChoose, busy }: { onChoose: (fileId: string) => void; busy: boolean }) {
  const { t } = useI18n();
  const files = useQuery({
    ...emojiZipFilesQuery(),
    select: (list) => (Array.isArray(list) ? list.filter(isZip) : []),
  });
  return (
    <div className={styles.card} role="group" aria-label={t('adminScreens.emojiZip.choose')} style={{ flexBasis: '100%' }}>
      <strong>{t('adminScreens.emojiZip.choose')}</strong>
      {files.data?.length === 0 && <p className={styles.hint}>{t('adminScreens.emojiZip.noZips')}</p>}
      <ul className={styles.list}>
        {files.data?.map((f) => (
          <li key={f.id} className={styles.item} data-zip-file={f.name}>
            <span className={styles.grow}><bdi>{f.name}</bdi> <span className={styles.hint}>{formatBytes(f.size)}</span></span>
            <Button disabled={busy} onClick={() => onChoose(f.id)}>{t('adminScreens.emojiZip.importThis')}</Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
