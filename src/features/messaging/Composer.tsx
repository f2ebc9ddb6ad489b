import { useEffect, useRef, useState } from 'react';
import type { DriveFile } from '@/core/entities/drive-file';
import { autosaveDraft, deleteDraft, loadDraft, type DraftData } from '@/core/drafts';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { DrivePickerDialog } from '@/features/drive';
import { LazyEmojiPicker } from '@/features/emoji-picker';
import { Autocomplete, useUploads } from '@/features/post-form';
import { IconMoodSmile, IconPaperclip, IconSend, IconUpload, IconX } from '@/ui/icons';
import { Popover } from '@/ui/popover/Popover';
import styles from './Messaging.module.css';

export interface ComposerSend {
  text: string;
  file: DriveFile | null;
}

function draftOf(text: string, file: DriveFile | null): DraftData {
  return {
    text, useCw: false, cw: null, visibility: 'specified', localOnly: false, files: file ? [file] : [], poll: null,
    visibleUserIds: [], replyId: null, quoteId: null, referencesFlg: false, referenceIds: [],
  };
}

/**
 * The room's composer: text, one file (from the drive or an upload), emoji, Enter sends and
 * Shift+Enter breaks the line. What is typed is kept as a draft until it is sent. Sent while the
 * file is still uploading, the message waits for the upload and goes when it is done (it says so);
 * if the upload fails, it stays in the composer with the upload's error.
 */
export function Composer({ draftKey, onSend, onTyping }: { draftKey: string; onSend: (m: ComposerSend) => Promise<boolean>; onTyping: () => void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<DriveFile | null>(null);
  const [sending, setSending] = useState(false);
  const [picking, setPicking] = useState(false);
  const [loaded, setLoaded] = useState(false);
  /** Send was asked for while the file uploads: it goes when the upload ends. */
  const [queued, setQueued] = useState(false);
  const [folderId] = useSetting('uploadFolder');
  const uploads = useUploads({ folderId: typeof folderId === 'string' ? folderId : null });
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = uploads.items[0] ?? null;
  const file = picked ?? (upload?.state === 'done' ? (upload.file ?? null) : null);

  useEffect(() => {
    let alive = true;
    void loadDraft(draftKey).then((d) => {
      if (!alive) return;
      if (d) {
        setText((cur) => (cur === '' ? d.data.text : cur));
        setPicked(d.data.files[0] ?? null);
      }
      setLoaded(true);
    }).catch(() => setLoaded(true));
    return () => {
      alive = false;
    };
  }, [draftKey]);

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => void autosaveDraft(draftKey, draftOf(text, file)).catch(() => undefined), 300);
    return () => clearTimeout(timer);
  }, [draftKey, text, file, loaded]);

  const clearFile = () => {
    setPicked(null);
    setQueued(false);
    uploads.clear();
  };

  const send = async () => {
    if (sending) return;
    if (uploads.busy) {
      setQueued(true);
      return;
    }
    if (text.trim() === '' && !file) return;
    setSending(true);
    const ok = await onSend({ text, file }).catch(() => false);
    setSending(false);
    if (ok) {
      setText('');
      clearFile();
      void deleteDraft(draftKey).catch(() => undefined);
      inputRef.current?.focus();
    }
  };

  // The queued send below uses the latest `send` (this render's text and file).
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  useEffect(() => {
    if (!queued || uploads.busy) return;
    setQueued(false);
    // A failed upload shows its error and keeps the message here; else it goes now, with the file.
    if (upload?.state !== 'failed') void sendRef.current();
  }, [queued, uploads.busy, upload?.state]);

  const insert = (s: string) => {
    const el = inputRef.current;
    const at = el?.selectionStart ?? text.length;
    const next = text.slice(0, at) + s + text.slice(el?.selectionEnd ?? at);
    setText(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + s.length, at + s.length);
    });
  };

  return (
    <div
      className={styles.composer}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => {
        const files = [...e.dataTransfer.files];
        if (files.length === 0) return;
        e.preventDefault();
        clearFile();
        uploads.add(files.slice(0, 1));
      }}
    >
      {(file || upload) && (
        <div className={styles.attachment} data-attachment>
          <span>{file?.name ?? upload?.name}</span>
          {upload?.state === 'uploading' && <progress max={1} value={upload.progress} aria-label={t('messaging.uploading', { name: upload.name })} />}
          {upload?.state === 'failed' && <span role="alert" className={styles.error}>{upload.error}</span>}
          {queued && <span role="status">{t('messaging.sendsAfterUpload')}</span>}
          <button type="button" className={styles.iconButton} aria-label={t('messaging.removeFile')} onClick={clearFile}>
            <IconX size={16} aria-hidden />
          </button>
        </div>
      )}
      <div className={styles.composerRow}>
        <textarea
          ref={inputRef}
          className={styles.textarea}
          value={text}
          rows={1}
          aria-label={t('messaging.inputLabel')}
          placeholder={t('messaging.inputPlaceholder')}
          onChange={(e) => {
            setText(e.target.value);
            onTyping();
          }}
          onPaste={(e) => {
            const files = [...e.clipboardData.files];
            if (files.length === 0) return;
            e.preventDefault();
            clearFile();
            uploads.add(files.slice(0, 1));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <Autocomplete field={inputRef} />
        <button type="button" className={styles.iconButton} aria-label={t('messaging.attachDrive')} title={t('messaging.attachDrive')} onClick={() => setPicking(true)}>
          <IconPaperclip size={18} aria-hidden />
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('messaging.attachUpload')} title={t('messaging.attachUpload')} onClick={() => fileInput.current?.click()}>
          <IconUpload size={18} aria-hidden />
        </button>
        <Popover
          label={t('messaging.emoji')}
          placement="top-end"
          trigger={(props) => (
            <button type="button" {...props} className={styles.iconButton} aria-label={t('messaging.emoji')} title={t('messaging.emoji')}>
              <IconMoodSmile size={18} aria-hidden />
            </button>
          )}
        >
          {(close) => (
            <LazyEmojiPicker
              onChoose={(code) => {
                close();
                insert(code);
              }}
              onClose={close}
            />
          )}
        </Popover>
        <button type="button" className={styles.sendButton} aria-label={t('common.send')} disabled={sending || queued || (text.trim() === '' && !file && !uploads.busy)} onClick={() => void send()}>
          <IconSend size={18} aria-hidden />
        </button>
      </div>
      <input
        ref={fileInput}
        type="file"
        hidden
        data-testid="messaging-file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length === 0) return;
          clearFile();
          uploads.add(files.slice(0, 1));
        }}
      />
      {picking && (
        <DrivePickerDialog
          mode="file"
          multiple={false}
          onClose={() => setPicking(false)}
          confirmLabel={t('messaging.attachThis')}
          onSelect={(files) => {
            uploads.clear();
            setPicked(files[0] ?? null);
          }}
        />
      )}
    </div>
  );
}
