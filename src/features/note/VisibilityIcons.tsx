import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { visibilityIcons, type VisibilityIconKind } from './rules/visibility-icon';
import styles from './Note.module.css';
import { IconBuildingCommunity, IconDeviceTv, IconHome, IconLock, IconMail, IconUsers, type TablerIcon } from '@/ui/icons';

const ICON: Record<VisibilityIconKind, TablerIcon> = {
  home: IconHome,
  followers: IconLock,
  direct: IconMail,
  group: IconUsers,
  channelOnly: IconDeviceTv,
  localAndFollowers: IconBuildingCommunity,
};

export function VisibilityIcons({ note }: { note: Note }) {
  const { t } = useI18n();
  return (
    <>
      {visibilityIcons(note).map((kind) => {
        const Icon = ICON[kind];
        return (
          <span key={kind} className={styles.visibility} role="img" aria-label={t(`note.visibility.${kind}`)} data-tooltip={t(`note.visibility.${kind}`)} data-visibility={kind}>
            <Icon aria-hidden size={14} />
          </span>
        );
      })}
    </>
  );
}
