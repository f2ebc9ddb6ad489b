import { Suspense, useState, type ComponentProps } from 'react';
import { preloadable } from '@/ui/lazy/preloadable';

type PopoverProps = ComponentProps<typeof import('@/ui/popover/Popover').Popover>;

export const { Component: LazyPopover, preload: loadPopover } = preloadable<PopoverProps>(() => import('@/ui/popover/Popover').then((m) => ({ default: m.Popover })));

/**
 * A note's menu button: only the trigger until it is first used, then the real popover (and its
 * positioning library, a chunk of its own) opened at once. Keeps every note row light: no floating
 * hooks per row while scrolling, and none of that code before the first note.
 */
export function DeferredPopover(props: PopoverProps) {
  const [armed, setArmed] = useState(false);
  const bare = (expanded: boolean) =>
    props.trigger({
      ref: () => {},
      'aria-expanded': expanded,
      'aria-haspopup': props.role ?? 'dialog',
      onPointerEnter: () => void loadPopover(),
      onFocus: () => void loadPopover(),
      onClick: () => setArmed(true),
    });
  if (!armed) return bare(false);
  return (
    <Suspense fallback={bare(true)}>
      <LazyPopover {...props} defaultOpen />
    </Suspense>
  );
}
