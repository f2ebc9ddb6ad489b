import type { ApiClient } from '@/core/api/api-client';
import { useI18n } from '@/core/i18n';
import { AttachButton, type Uploads } from '../uploads';
import { EmojiMenu } from './EmojiMenu';
import { MentionMenu } from './MentionMenu';
import { MfmMenu } from './MfmMenu';
import { TextCounter } from './TextCounter';
import styles from '../PostForm.module.css';

interface Props {
  uploads: Uploads;
  client: ApiClient;
  origin: string;
  disabled: boolean;
  pollOn: boolean;
  cwOn: boolean;
  hashtagsOn: boolean;
  previewOn: boolean;
  length: number;
  max: number;
  onTogglePoll: () => void;
  onToggleCw: () => void;
  onToggleHashtags: () => void;
  onTogglePreview: () => void;
  onAddReference: () => void;
  onInsert: (s: string, caretOffset?: number) => void;
}

/** Footer buttons (spec section 2): attach, poll, CW, mention, hashtags, emoji, MFM, plugin, preview; and the counter. */
export function FormFooter(p: Props) {
  const { t } = useI18n();
  const toggle = (label: string, on: boolean, onClick: () => void, icon: string, action: string) => (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} aria-pressed={on} disabled={p.disabled} onClick={onClick} data-action={action}>
      <span aria-hidden>{icon}</span>
    </button>
  );
  return (
    <div className={styles.footer}>
      <AttachButton uploads={p.uploads} disabled={p.disabled} />
      {toggle(t('postForm.poll'), p.pollOn, p.onTogglePoll, '📊', 'poll')}
      {toggle(t('postForm.cw'), p.cwOn, p.onToggleCw, '👁', 'cw')}
      <MentionMenu client={p.client} onInsert={p.onInsert} disabled={p.disabled} />
      {toggle(t('postForm.hashtags'), p.hashtagsOn, p.onToggleHashtags, '#', 'hashtags')}
      <EmojiMenu client={p.client} origin={p.origin} onInsert={p.onInsert} disabled={p.disabled} />
      <MfmMenu onInsert={p.onInsert} disabled={p.disabled} />
      <button type="button" className={styles.iconButton} aria-label={t('postForm.addReference')} title={t('postForm.addReference')} disabled={p.disabled} onClick={p.onAddReference} data-action="reference">
        <span aria-hidden>🔗</span>
      </button>
      <span title={t('postForm.pluginsUnsupported')}>
        <button type="button" className={styles.iconButton} aria-label={t('postForm.plugins')} disabled data-action="plugin">
          <span aria-hidden>🧩</span>
        </button>
      </span>
      {toggle(t('postForm.preview'), p.previewOn, p.onTogglePreview, '👓', 'preview')}
      <TextCounter length={p.length} max={p.max} />
    </div>
  );
}
