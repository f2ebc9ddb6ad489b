import type { ReactionAcceptance } from '@/core/capabilities';
import type { Visibility } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { IconBuildingCommunity, IconHome, IconLock, IconMail, IconMoodSmile, IconSquares, IconWorld, type TablerIcon } from '@/ui/icons';
import type { VisibilityOption } from '../rules/visibility';
import { FormMenuButton } from './FormMenuButton';
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
  /** Which reactions the note takes, where the server offers choices (Misskey 13.10+). */
  acceptance?: { value: ReactionAcceptance | null; choices: readonly ReactionAcceptance[]; onChange: (v: ReactionAcceptance | null) => void } | null;
}

/** The visibility picker (spec section 2): restricted choices are disabled with the reason. */
export function VisibilityPicker({ visibility, localOnly, options, localOnlyForced, disabled, onChange, cc, acceptance }: Props) {
  const { t } = useI18n();
  const name = (v: Visibility) => t(`postForm.visibilities.${v}`);
  const reason = (o: VisibilityOption) =>
    o.reason === 'restricted' ? t('postForm.blockedByRestriction') : o.reason === 'channel' ? t('postForm.blockedByChannel') : o.reason ? t('postForm.blockedByTarget') : o.miniSilenced ? t('postForm.miniSilencedHint') : t(`postForm.visibilityHints.${o.value}`);
  const effectiveLocal = localOnly && visibility !== 'specified';
  return (
    <FormMenuButton
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
      entries={[
        ...options.map((o) => ({
          label: name(o.value),
          hint: reason(o),
          icon: <VisibilityIcon value={o.value} />,
          choice: 'radio' as const,
          checked: o.value === visibility,
          disabled: o.disabled,
          attrs: { 'data-visibility': o.value },
          onSelect: () => onChange(o.value, localOnly),
        })),
        { type: 'divider' as const },
        {
          label: t('postForm.localOnly'),
          hint: localOnlyForced ? t('postForm.localOnlyForced') : t('postForm.localOnlyHint'),
          icon: <IconBuildingCommunity aria-hidden size={18} />,
          choice: 'checkbox' as const,
          checked: effectiveLocal,
          keepOpen: true,
          disabled: localOnlyForced || visibility === 'specified',
          attrs: { 'data-action': 'local-only' },
          onSelect: () => onChange(visibility, !localOnly),
        },
        cc && {
          label: t('postForm.useCc'),
          icon: <IconSquares aria-hidden size={18} />,
          choice: 'checkbox' as const,
          checked: cc.enabled,
          keepOpen: true,
          attrs: { 'data-action': 'use-cc' },
          onSelect: () => cc.onToggle(!cc.enabled),
        },
        ...(acceptance && acceptance.choices.length > 0
          ? [
              { type: 'divider' as const },
              ...[null, ...acceptance.choices].map((v) => ({
                label: t(`postFormScreens.reactionAcceptance.${v ?? 'all'}`),
                hint: v === null ? t('postFormScreens.reactionAcceptance.title') : undefined,
                icon: <IconMoodSmile aria-hidden size={18} />,
                choice: 'radio' as const,
                checked: (acceptance.choices.includes(acceptance.value as ReactionAcceptance) ? acceptance.value : null) === v,
                keepOpen: true,
                attrs: { 'data-reaction-acceptance': v ?? 'all' },
                onSelect: () => acceptance.onChange(v),
              })),
            ]
          : []),
      ]}
    />
  );
}
