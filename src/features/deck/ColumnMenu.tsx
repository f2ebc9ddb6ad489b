import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { onMenuKeyDown } from '@/ui/layouts/menu-keys';
import { MenuItem } from '@/ui/popover/MenuItem';
import { Popover } from '@/ui/popover/Popover';
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
  return (
    <Popover
      label={t('deck.columnMenu', { name: title })}
      role="menu"
      placement="bottom-end"
      trigger={(props) => (
        <button type="button" className={styles.headerButton} aria-label={t('deck.columnMenu', { name: title })} title={t('deck.columnMenu', { name: title })} {...props}>
          <IconDots aria-hidden size={16} />
        </button>
      )}
    >
      {(close) => {
        const act = (change: (p: DeckProfile) => DeckProfile) => () => {
          close();
          update(change);
        };
        return (
          <div onKeyDown={onMenuKeyDown}>
            <MenuItem
              onClick={() => {
                close();
                void inputDialog({ title: t('deck.rename'), defaultValue: column.name ?? title }).then((name) => name != null && update((p) => renameColumn(p, id, name)));
              }}
            >
              {t('deck.rename')}
            </MenuItem>
            <MenuItem disabled={!can.left} onClick={act((p) => moveColumn(p, id, -1))}>{t('deck.moveLeft')}</MenuItem>
            <MenuItem disabled={!can.right} onClick={act((p) => moveColumn(p, id, 1))}>{t('deck.moveRight')}</MenuItem>
            <MenuItem disabled={!can.up} onClick={act((p) => moveInStack(p, id, -1))}>{t('deck.moveUp')}</MenuItem>
            <MenuItem disabled={!can.down} onClick={act((p) => moveInStack(p, id, 1))}>{t('deck.moveDown')}</MenuItem>
            <MenuItem disabled={!can.stackLeft} onClick={act((p) => stackLeft(p, id))}>{t('deck.stackLeft')}</MenuItem>
            <MenuItem disabled={!can.popRight} onClick={act((p) => popRight(p, id))}>{t('deck.popRight')}</MenuItem>
            <MenuItem onClick={act((p) => resizeColumn(p, id, column.width + STEP))}>{t('deck.wider')}</MenuItem>
            <MenuItem onClick={act((p) => resizeColumn(p, id, column.width - STEP))}>{t('deck.narrower')}</MenuItem>
            <MenuItem
              danger
              onClick={() => {
                close();
                void confirmDialog({ type: 'warning', text: t('deck.removeConfirm', { name: title }) }).then((ok) => ok && update((p) => removeColumn(p, id)));
              }}
            >
              {t('deck.remove')}
            </MenuItem>
          </div>
        );
      }}
    </Popover>
  );
}
