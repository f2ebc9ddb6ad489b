import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useI18n } from '@/core/i18n';
import { usePointerDrag } from '@/ui/window/use-pointer-drag';
import { DeckColumnView } from './DeckColumnView';
import { clampWidth, DEFAULT_COLUMN_WIDTH, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, type DeckProfile } from './deck-model';
import { findColumn, resizeColumn } from './deck-ops';
import styles from './Deck.module.css';

const KEY_STEP = 20;

interface DeckStackProps {
  ids: string[];
  profile: DeckProfile;
  profileName: string;
  update: (change: (p: DeckProfile) => DeckProfile) => void;
  renderMain: (scrollRef: RefObject<HTMLDivElement | null>) => ReactNode;
  /** A page opened inside a column (`href`), scrolled by `scrollRef`. */
  renderPage: (href: string, column: string, scrollRef: RefObject<HTMLDivElement | null>) => ReactNode;
}

/** Columns stacked top to bottom, one width, resizable from the right edge (pointer or arrow keys). */
export function DeckStack({ ids, profile, profileName, update, renderMain, renderPage }: DeckStackProps) {
  const { t } = useI18n();
  const columns = ids.map((id) => findColumn(profile, id)).filter((c) => !!c);
  const first = columns[0];
  const width = first?.width ?? DEFAULT_COLUMN_WIDTH;
  // While dragging, the width lives here; it is stored once, when the pointer is released.
  const [dragging, setDragging] = useState<number | null>(null);
  const drag = useRef<{ start: number; width: number | null }>({ start: width, width: null });
  const onResize = usePointerDrag(
    () => {
      drag.current = { start: width, width: null };
    },
    (dx) => {
      drag.current.width = clampWidth(drag.current.start + dx);
      setDragging(drag.current.width);
    },
    () => {
      const w = drag.current.width;
      if (w != null && first) update((p) => resizeColumn(p, first.id, w));
      drag.current.width = null;
      setDragging(null);
    },
  );
  if (!first) return null;
  const shown = dragging ?? width;
  return (
    <div className={styles.stack} style={{ width: shown }} data-deck-stack="">
      {columns.map((c) => (
        <DeckColumnView key={c.id} column={c} profile={profile} profileName={profileName} update={update} renderMain={renderMain} renderPage={renderPage} />
      ))}
      <div
        className={styles.resizer}
        role="separator"
        aria-orientation="vertical"
        aria-label={t('deck.resize')}
        aria-valuemin={MIN_COLUMN_WIDTH}
        aria-valuemax={MAX_COLUMN_WIDTH}
        aria-valuenow={shown}
        tabIndex={0}
        onPointerDown={onResize}
        onKeyDown={(e) => {
          const step = e.key === 'ArrowLeft' ? -KEY_STEP : e.key === 'ArrowRight' ? KEY_STEP : 0;
          if (!step) return;
          e.preventDefault();
          update((p) => resizeColumn(p, first.id, width + step));
        }}
      />
    </div>
  );
}
