import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useDeviceKind } from '@/core/device';
import { useSetting } from '@/core/settings';
import { IconCheck } from '@/ui/icons';
import { isAction, tidyEntries, type MenuAction, type MenuEntry, type MenuPoint } from './menu-types';
import styles from './Menu.module.css';

export interface MenuPopupProps {
  /** The menu's accessible name. */
  label: string;
  entries: readonly MenuEntry[];
  /** The control that opened the menu, or the pointer's position for a context menu. */
  anchor: HTMLElement | MenuPoint;
  /** Called when the menu should go away (an item was chosen, Escape, a click outside, Tab). */
  onClose: () => void;
  /** Where focus goes when the menu closes; the anchor element by default. */
  returnFocus?: HTMLElement | null;
  placement?: Placement;
  /** Extra attributes for the menu element. */
  attrs?: Record<`data-${string}`, string>;
}

function isPoint(a: HTMLElement | MenuPoint): a is MenuPoint {
  return typeof (a as MenuPoint).x === 'number' && !(a instanceof HTMLElement);
}

/**
 * The one menu of the app (every menu and context menu renders this): role="menu" with
 * menuitem / menuitemcheckbox / menuitemradio items, arrow keys, Home/End and type-ahead move
 * the focus, Escape, Tab or a click outside close it and focus goes back to the opener.
 * Rendered into the nearest open <dialog> of its anchor (outside it would be inert), else the body.
 */
export function MenuPopup({ label, entries, anchor, onClose, returnFocus, placement = 'bottom-start', attrs }: MenuPopupProps) {
  const rows = useMemo(() => tidyEntries(entries), [entries]);
  const actions = useMemo(() => rows.filter(isAction), [rows]);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  labelsRef.current = actions.map((a) => (a.disabled ? null : a.label));
  listRef.current.length = actions.length;
  const point = isPoint(anchor) ? anchor : null;
  const anchorEl = point ? null : (anchor as HTMLElement);
  // On smartphones a menu opens as a drawer from the bottom of the screen, unless `disableDrawer`.
  const [disableDrawer] = useSetting('disableDrawer');
  const [deviceOverride] = useSetting('overridedDeviceKind');
  const drawer = useDeviceKind(deviceOverride) === 'smartphone' && !disableDrawer;

  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && onClose(),
    placement: point ? 'right-start' : placement,
    middleware: drawer
      ? []
      : [
          offset(point ? 2 : 4),
          flip({ padding: 8 }),
          shift({ padding: 8 }),
          size({ padding: 8, apply: ({ availableHeight, elements }) => void (elements.floating.style.maxHeight = `${Math.max(120, availableHeight)}px`) }),
        ],
    whileElementsMounted: drawer ? undefined : autoUpdate,
  });
  useLayoutEffect(() => {
    if (anchorEl) refs.setReference(anchorEl);
    else if (point) {
      const { x, y } = point;
      refs.setPositionReference({ getBoundingClientRect: () => ({ x, y, left: x, top: y, right: x, bottom: y, width: 0, height: 0 }) });
    }
  }, [refs, anchorEl, point?.x, point?.y]); // eslint-disable-line react-hooks/exhaustive-deps

  const disabledIndices = useMemo(() => actions.flatMap((a, i) => (a.disabled ? [i] : [])), [actions]);
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true, focusItemOnOpen: true, disabledIndices }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: setActiveIndex }),
  ]);

  const enabled = (i: number) => !disabledIndices.includes(i);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const order = actions.map((_, i) => i);
      const next = (e.key === 'Home' ? order : order.reverse()).find(enabled);
      if (next !== undefined) setActiveIndex(next);
    } else if (e.key === 'Escape') {
      // Keep the keypress from also cancelling a <dialog> the menu sits in.
      e.preventDefault();
    } else if (e.key === 'Tab') {
      onClose();
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Type-ahead keys belong to the menu, not to the page's hotkeys.
      e.stopPropagation();
    }
  };

  const choose = (a: MenuAction) => {
    if (a.disabled) return;
    if (!a.keepOpen) onClose();
    a.onSelect();
  };

  const dialogRoot = (anchorEl ?? (document.activeElement as HTMLElement | null))?.closest?.('dialog[open]') as HTMLElement | null;
  let index = -1;
  return (
    <FloatingPortal root={dialogRoot ?? undefined}>
      {drawer && <div className={styles.backdrop} aria-hidden data-menu-backdrop="" />}
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={returnFocus ? { current: returnFocus } : true}>
        <div
          ref={refs.setFloating}
          style={drawer ? undefined : floatingStyles}
          className={drawer ? `${styles.menu} ${styles.drawer}` : styles.menu}
          aria-label={label}
          data-menu-style={drawer ? 'drawer' : 'popup'}
          {...attrs}
          {...getFloatingProps({ onKeyDown })}
        >
          {rows.map((row, rowIndex) => {
            if (row.type === 'divider') return <hr key={`d${rowIndex}`} role="separator" className={styles.divider} />;
            if (row.type === 'label') return <div key={`l${rowIndex}`} role="presentation" className={styles.label}>{row.label}</div>;
            const i = ++index;
            const a = row;
            const role = a.choice === 'checkbox' ? 'menuitemcheckbox' : a.choice === 'radio' ? 'menuitemradio' : 'menuitem';
            return (
              <button
                key={`a${rowIndex}:${a.label}`}
                type="button"
                role={role}
                aria-checked={a.choice ? !!a.checked : undefined}
                disabled={a.disabled}
                tabIndex={activeIndex === i ? 0 : -1}
                className={[styles.item, a.danger ? styles.danger : '', activeIndex === i ? styles.active : ''].join(' ')}
                {...a.attrs}
                ref={(el) => {
                  listRef.current[i] = el;
                }}
                {...getItemProps({ onClick: () => choose(a) })}
              >
                {a.icon && <span className={styles.icon} aria-hidden>{a.icon}</span>}
                <span className={styles.text}>
                  <span>{a.label}</span>
                  {a.hint && <span className={styles.hint}>{a.hint}</span>}
                </span>
                {a.choice && a.checked && <IconCheck size={16} aria-hidden className={styles.mark} />}
              </button>
            );
          })}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
