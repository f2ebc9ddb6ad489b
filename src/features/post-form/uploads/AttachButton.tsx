import { useRef, useState } from 'react';
import { MAX_FILES_PER_NOTE } from '@/core/constants';
import { inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { MenuButton } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';
import { DrivePicker } from './DrivePicker';
import { PaperclipIcon } from './icons';
import type { Uploads } from './use-uploads';
import styles from './AttachButton.module.css';

/** The attach menu (the shared menu component): upload from the device, choose from the drive, upload from a URL. */
export function AttachButton({ uploads, disabled }: { uploads: Uploads; disabled?: boolean }) {
  const { t } = useI18n();
  const [picking, setPicking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const room = MAX_FILES_PER_NOTE - uploads.items.length;

  async function fromUrl() {
    const url = await inputDialog({ title: t('upload.fromUrl'), text: t('upload.fromUrlDescription'), inputType: 'url', placeholder: 'https://' });
    if (url !== null && url.trim() !== '') await uploads.addFromUrl(url);
  }

  return (
    <div className={styles.wrap}>
      <MenuButton
        menu={(host) => (
          <MenuPopup
            label={t('upload.attach')}
            placement="top-start"
            {...host}
            entries={[
              { label: t('upload.fromDevice'), onSelect: () => inputRef.current?.click() },
              { label: t('upload.fromDrive'), onSelect: () => setPicking(true) },
              { label: t('upload.fromUrl'), onSelect: () => void fromUrl() },
            ]}
          />
        )}
      >
        {(props) => (
          <button type="button" className={styles.button} aria-label={t('upload.attach')} title={t('upload.attach')} disabled={disabled} data-action="attach" {...props}>
            <PaperclipIcon />
          </button>
        )}
      </MenuButton>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        aria-label={t('upload.fromDevice')}
        data-testid="upload-file-input"
        disabled={disabled}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) uploads.add(files);
        }}
      />
      {picking && <DrivePicker max={Math.max(0, room)} onSelect={uploads.addFromDrive} onClose={() => setPicking(false)} />}
    </div>
  );
}
