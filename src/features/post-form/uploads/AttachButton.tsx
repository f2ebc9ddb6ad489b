import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_FILES_PER_NOTE } from '@/core/constants';
import { inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { DrivePicker } from './DrivePicker';
import { PaperclipIcon } from './icons';
import type { Uploads } from './use-uploads';
import styles from './AttachButton.module.css';

/**
 * The attach menu: upload from the device, choose from the drive, upload from a URL. The menu is
 * rendered in place (not in a portal) so it stays usable inside the modal post form.
 */
export function AttachButton({ uploads, disabled }: { uploads: Uploads; disabled?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const room = MAX_FILES_PER_NOTE - uploads.items.length;

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      // Keep Escape from also closing the post form dialog.
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (e.key === 'Tab') {
      close(false);
    }
  }

  async function fromUrl() {
    close(false);
    const url = await inputDialog({ title: t('upload.fromUrl'), text: t('upload.fromUrlDescription'), inputType: 'url', placeholder: 'https://' });
    if (url !== null && url.trim() !== '') await uploads.addFromUrl(url);
  }

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={t('upload.attach')}
        title={t('upload.attach')}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        data-action="attach"
      >
        <PaperclipIcon />
      </button>
      {open && (
        <div ref={menuRef} role="menu" aria-label={t('upload.attach')} className={styles.menu} onKeyDown={onMenuKey}>
          <button
            type="button"
            role="menuitem"
            className={styles.item}
            onClick={() => {
              close(false);
              inputRef.current?.click();
            }}
          >
            {t('upload.fromDevice')}
          </button>
          <button
            type="button"
            role="menuitem"
            className={styles.item}
            onClick={() => {
              close(false);
              setPicking(true);
            }}
          >
            {t('upload.fromDrive')}
          </button>
          <button type="button" role="menuitem" className={styles.item} onClick={() => void fromUrl()}>
            {t('upload.fromUrl')}
          </button>
        </div>
      )}
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
