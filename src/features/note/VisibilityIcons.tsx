import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { visibilityIcons, type VisibilityIconKind } from './rules/visibility-icon';
import styles from './Note.module.css';

const GLYPH: Record<VisibilityIconKind, string> = {
  home: '⌂',
  followers: '🔒',
  direct: '✉',
  group: '👥',
  channelOnly: '📺',
  localAndFollowers: '🏘',
};

export function VisibilityIcons({ note }: { note: Note }) {
  const { t } = useI18n();
  return (
    <>
      {visibilityIcons(note).map((kind) => (
        <span key={kind} className={styles.visibility} role="img" aria-label={t(`note.visibility.${kind}`)} title={t(`note.visibility.${kind}`)} data-visibility={kind}>
          {GLYPH[kind]}
        </span>
      ))}
    </>
  );
}
