import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import styles from './Popover.module.css';

interface PopoverProps {
  /** The trigger; receives the props to spread on the button. */
  trigger: (props: Record<string, unknown> & { ref: (el: HTMLElement | null) => void; 'aria-expanded': boolean }) => ReactNode;
  children: (close: () => void) => ReactNode;
  label: string;
  role?: 'dialog' | 'menu' | 'listbox';
  placement?: Placement;
  /** Open on mount (a popover whose code was loaded by the click that opens it). */
  defaultOpen?: boolean;
}

/** A popover anchored to its trigger: focus moves in, Escape or a click outside closes it. */
export function Popover({ trigger, children, label, role = 'dialog', placement = 'bottom-start', defaultOpen = false }: PopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useClick(context), useDismiss(context), useRole(context, { role })]);
  return (
    <>
      {trigger({ ref: refs.setReference, 'aria-expanded': open, ...getReferenceProps() })}
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div ref={refs.setFloating} style={floatingStyles} className={styles.popover} aria-label={label} {...getFloatingProps()}>
              {children(() => setOpen(false))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
