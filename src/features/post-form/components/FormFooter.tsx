import type { ApiClient } from '@/core/api/api-client';
import { useI18n } from '@/core/i18n';
import { IconChartBar, IconEye, IconEyeOff, IconHash, IconLink, type TablerIcon } from '@/ui/icons';
import type { PluginAction, PostFormArg } from '@/features/plugins';
import { PluginMenu } from './PluginMenu';
import { AttachButton, type Uploads } from '../uploads';
import { EmojiMenu } from './EmojiMenu';
import { MentionMenu } from './MentionMenu';
import { MfmMenu } from './MfmMenu';
import { LiveTextCounter } from './TextCounter';
import type { TextStore } from '../state/text-store';
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
  /** The live text and how long it makes the note (the counter subscribes to it). */
  text: TextStore;
  lengthOf: (text: string) => number;
  max: number;
  onTogglePoll: () => void;
  onToggleCw: () => void;
  onToggleHashtags: () => void;
  onTogglePreview: () => void;
  onAddReference: () => void;
  onInsert: (s: string, caretOffset?: number) => void;
  /** Runs a plugin's post form action against the form's current text and CW. */
  onPluginAction?: (action: PluginAction<PostFormArg>) => void;
}

/** Footer buttons (spec section 2): attach, poll, CW, mention, hashtags, emoji, MFM, plugin, preview; and the counter. */
export function FormFooter(p: Props) {
  const { t } = useI18n();
  const toggle = (label: string, on: boolean, onClick: () => void, Icon: TablerIcon, action: string) => (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} aria-pressed={on} disabled={p.disabled} onClick={onClick} data-action={action}>
      <Icon aria-hidden size={18} />
    </button>
  );
  return (
    <div className={styles.footer}>
      <AttachButton uploads={p.uploads} disabled={p.disabled} />
      {toggle(t('postForm.poll'), p.pollOn, p.onTogglePoll, IconChartBar, 'poll')}
      {toggle(t('postForm.cw'), p.cwOn, p.onToggleCw, IconEyeOff, 'cw')}
      <MentionMenu client={p.client} onInsert={p.onInsert} disabled={p.disabled} />
      {toggle(t('postForm.hashtags'), p.hashtagsOn, p.onToggleHashtags, IconHash, 'hashtags')}
      <EmojiMenu client={p.client} origin={p.origin} onInsert={p.onInsert} disabled={p.disabled} />
      <MfmMenu onInsert={p.onInsert} disabled={p.disabled} />
      <button type="button" className={styles.iconButton} aria-label={t('postForm.addReference')} title={t('postForm.addReference')} disabled={p.disabled} onClick={p.onAddReference} data-action="reference">
        <IconLink aria-hidden size={18} />
      </button>
      <PluginMenu disabled={p.disabled || !p.onPluginAction} onRun={(a) => p.onPluginAction?.(a)} />
      {toggle(t('postForm.preview'), p.previewOn, p.onTogglePreview, IconEye, 'preview')}
      <LiveTextCounter text={p.text} lengthOf={p.lengthOf} max={p.max} />
    </div>
  );
}
