import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { MenuButton } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';
import type { DeckColumn, DeckProfile } from './deck-model';
import { columnMoves, moveColumn, moveInStack, popRight, removeColumn, renameColumn, resizeColumn, stackLeft } from './deck-ops';
import styles from './Deck.module.css';
import { IconDots } from '@/ui/icons';

const STEP = 50;

interface ColumnMenuProps {
  column: DeckColumn;
  title: string;
  profile: DeckProfile;
  update: (change: (p: DeckProfile) => DeckProfile) => void;
}

/** A column's menu: rename, move left/right/up/down, stack, pop out, wider, narrower, remove. */
export function ColumnMenu({ column, title, profile, update }: ColumnMenuProps) {
  const { t } = useI18n();
  const can = columnMoves(profile, column.id);
  const id = column.id;
  const act = (change: (p: DeckProfile) => DeckProfile) => () => update(change);
  const label = t('deck.columnMenu', { name: title });
  return (
    <MenuButton
      menu={(host) => (
        <MenuPopup
          label={label}
          placement="bottom-end"
          {...host}
          entries={[
            {
              label: t('deck.rename'),
              onSelect: () => void inputDialog({ title: t('deck.rename'), defaultValue: column.name ?? title }).then((name) => name != null && update((p) => renameColumn(p, id, name))),
            },
            { type: 'divider' },
            { label: t('deck.moveLeft'), disabled: !can.left, onSelect: act((p) => moveColumn(p, id, -1)) },
            { label: t('deck.moveRight'), disabled: !can.right, onSelect: act((p) => moveColumn(p, id, 1)) },
            { label: t('deck.moveUp'), disabled: !can.up, onSelect: act((p) => moveInStack(p, id, -1)) },
            { label: t('deck.moveDown'), disabled: !can.down, onSelect: act((p) => moveInStack(p, id, 1)) },
            { label: t('deck.stackLeft'), disabled: !can.stackLeft, onSelect: act((p) => stackLeft(p, id)) },
            { label: t('deck.popRight'), disabled: !can.popRight, onSelect: act((p) => popRight(p, id)) },
            { type: 'divider' },
            { label: t('deck.wider'), onSelect: act((p) => resizeColumn(p, id, column.width + STEP)) },
            { label: t('deck.narrower'), onSelect: act((p) => resizeColumn(p, id, column.width - STEP)) },
            { type: 'divider' },
            {
              label: t('deck.remove'),
              danger: true,
              onSelect: () => void confirmDialog({ type: 'warning', text: t('deck.removeConfirm', { name: title }) }).then((ok) => ok && update((p) => removeColumn(p, id))),
            },
          ]}
        />
      )}
    >
      {(props) => (
        <button type="button" className={styles.headerButton} aria-label={label} title={label} {...props}>
          <IconDots aria-hidden size={16} />
        </button>
      )}
    </MenuButton>
  );
}
