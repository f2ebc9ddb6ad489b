import type { Visibility } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { IconBuildingCommunity, IconHome, IconLock, IconMail, IconSquares, IconWorld, type TablerIcon } from '@/ui/icons';
import type { VisibilityOption } from '../rules/visibility';
import { InlineMenu, menuStyles } from './InlineMenu';
import styles from '../PostForm.module.css';

export const VISIBILITY_ICONS: Record<Visibility, TablerIcon> = { public: IconWorld, home: IconHome, followers: IconLock, specified: IconMail };

function VisibilityIcon({ value }: { value: Visibility }) {
  const Icon = VISIBILITY_ICONS[value];
  return <Icon aria-hidden size={18} />;
}

interface Props {
  visibility: Visibility;
  localOnly: boolean;
  options: VisibilityOption[];
  localOnlyForced: boolean;
  disabled?: boolean;
  onChange: (visibility: Visibility, localOnly: boolean) => void;
  /** Shown when the user may choose CC recipients (canInvite). */
  cc?: { enabled: boolean; onToggle: (v: boolean) => void } | null;
}

/** The visibility picker (spec section 2): restricted choices are disabled with the reason. */
export function VisibilityPicker({ visibility, localOnly, options, localOnlyForced, disabled, onChange, cc }: Props) {
  const { t } = useI18n();
  const name = (v: Visibility) => t(`postForm.visibilities.${v}`);
  const reason = (o: VisibilityOption) =>
    o.reason === 'restricted' ? t('postForm.blockedByRestriction') : o.reason === 'channel' ? t('postForm.blockedByChannel') : o.reason ? t('postForm.blockedByTarget') : o.miniSilenced ? t('postForm.miniSilencedHint') : t(`postForm.visibilityHints.${o.value}`);
  const effectiveLocal = localOnly && visibility !== 'specified';
  return (
    <InlineMenu
      label={t('postForm.visibility')}
      disabled={disabled}
      buttonClassName={styles.iconButton}
      // The name carries the visible choice ("Visibility: Public"), so a speech user can say what they see.
      buttonProps={{ 'aria-label': t('a11y.labelWithValue', { label: t('postForm.visibility'), value: name(visibility) }), 'data-action': 'visibility', 'data-visibility': visibility, 'data-local-only': String(effectiveLocal) }}
      button={
        <>
          <VisibilityIcon value={visibility} />
          <span>{name(visibility)}</span>
          {effectiveLocal && <IconBuildingCommunity aria-hidden size={18} />}
        </>
      }
    >
      {(close) => (
        <>
          {options.map((o) => (
            <button
              key={o.value}
              type="button"
              role="menuitemradio"
              aria-checked={o.value === visibility}
              className={menuStyles.item}
              disabled={o.disabled}
              data-visibility={o.value}
              onClick={() => {
                onChange(o.value, localOnly);
                close();
              }}
            >
              <VisibilityIcon value={o.value} />
              <span>
                {name(o.value)}
                <span className={menuStyles.hint}>{reason(o)}</span>
              </span>
            </button>
          ))}
          <hr className={menuStyles.separator} />
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={effectiveLocal}
            className={menuStyles.item}
            disabled={localOnlyForced || visibility === 'specified'}
            data-action="local-only"
            onClick={() => onChange(visibility, !localOnly)}
          >
            <IconBuildingCommunity aria-hidden size={18} />
            <span>
              {t('postForm.localOnly')}
              <span className={menuStyles.hint}>{localOnlyForced ? t('postForm.localOnlyForced') : t('postForm.localOnlyHint')}</span>
            </span>
          </button>
          {cc && (
            <button type="button" role="menuitemcheckbox" aria-checked={cc.enabled} className={menuStyles.item} data-action="use-cc" onClick={() => cc.onToggle(!cc.enabled)}>
              <IconSquares aria-hidden size={18} />
              <span>{t('postForm.useCc')}</span>
            </button>
          )}
        </>
      )}
    </InlineMenu>
  );
}
