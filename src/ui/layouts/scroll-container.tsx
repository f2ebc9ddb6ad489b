import { createContext, useContext, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';

/**
 * The element that scrolls the content around it, when that is not the window: a page window,
 * a deck column, a widget. Timelines inside virtualize against it and keep their own position.
 */
const ScrollContainerContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** The nearest scroll container, or null when the window scrolls. */
export function useScrollContainer(): RefObject<HTMLElement | null> | null {
  return useContext(ScrollContainerContext);
}

/** Provides an existing element as the scroll container. */
export function ScrollContainerProvider({ value, children }: { value: RefObject<HTMLElement | null>; children: ReactNode }) {
  return <ScrollContainerContext.Provider value={value}>{children}</ScrollContainerContext.Provider>;
}

/** A scrolling box that is the scroll container of what it holds. */
export function ScrollContainer({ children, scrollRef, ...rest }: HTMLAttributes<HTMLDivElement> & { scrollRef?: RefObject<HTMLDivElement | null> }) {
  const own = useRef<HTMLDivElement>(null);
  const ref = scrollRef ?? own;
  return (
    <div {...rest} ref={ref} data-scroll-container="">
      <ScrollContainerContext.Provider value={ref}>{children}</ScrollContainerContext.Provider>
    </div>
  );
}
