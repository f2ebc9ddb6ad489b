import type { ReactionAcceptance } from '@/core/capabilities';
import type { Visibility } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import type { Poster } from '../hooks/use-poster';
import type { PostButtonSpec } from '../rules/post-buttons';
import type { VisibilityOption } from '../rules/visibility';
import { AccountSwitch } from './AccountSwitch';
import { PostButtons } from './PostButtons';
import { VisibilityPicker } from './VisibilityPicker';
import styles from '../PostForm.module.css';
import { IconHelp, IconNotes, IconX } from '@/ui/icons';

interface Props {
  busy: boolean;
  canPost: boolean;
  poster: Poster | null;
  onPoster: (p: Poster) => void;
  visibility: Visibility;
  localOnly: boolean;
  options: VisibilityOption[];
  localOnlyForced: boolean;
  onVisibility: (v: Visibility, localOnly: boolean) => void;
  cc: { enabled: boolean; onToggle: (v: boolean) => void } | null;
  acceptance?: { value: ReactionAcceptance | null; choices: readonly ReactionAcceptance[]; onChange: (v: ReactionAcceptance | null) => void } | null;
  draftCount: number;
  onDrafts: () => void;
  buttons: PostButtonSpec[];
  onPost: (b: PostButtonSpec) => void;
  onCancel: () => void;
}

/** Header (spec section 2): cancel, account switch, visibility, drafts, MFM cheat sheet, submit. */
export function FormHeader(p: Props) {
  const { t } = useI18n();
  return (
    <header className={styles.header}>
      <button type="button" className={styles.iconButton} onClick={p.onCancel} aria-label={t('common.cancel')} title={t('common.cancel')} data-action="cancel">
        <IconX aria-hidden size={18} />
      </button>
      <AccountSwitch poster={p.poster} onChange={p.onPoster} disabled={p.busy} />
      <span className={styles.headerSpacer} aria-hidden />
      <VisibilityPicker visibility={p.visibility} localOnly={p.localOnly} options={p.options} localOnlyForced={p.localOnlyForced} disabled={p.busy} onChange={p.onVisibility} cc={p.cc} acceptance={p.acceptance} />
      <button type="button" className={styles.iconButton} onClick={p.onDrafts} aria-label={t('postForm.drafts')} title={t('postForm.drafts')} data-action="drafts">
        <IconNotes aria-hidden size={18} />
        {p.draftCount > 0 && <span className={styles.badge}>{p.draftCount}</span>}
      </button>
      <a className={styles.iconButton} href="/mfm-cheat-sheet" target="_blank" rel="noopener" aria-label={t('postForm.mfmCheatSheet')} title={t('postForm.mfmCheatSheet')}>
        <IconHelp aria-hidden size={18} />
      </a>
      <PostButtons buttons={p.buttons} canPost={p.canPost} busy={p.busy} onPost={p.onPost} />
    </header>
  );
}
