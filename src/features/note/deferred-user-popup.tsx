import { createContext, lazy, Suspense, useContext, useRef, type ReactNode } from 'react';
import type { UserLite } from '@/core/entities/user';
import { loadUserPopupAttachment } from '@/features/relations/lazy';

/** True once the pointer or focus has been in the note: its user popups are then worth their code. */
export const NoteArmedContext = createContext(false);

const LazyUserPopupAttachment = lazy(loadUserPopupAttachment);

/**
 * A note's user name or avatar with the user popup (hover or long press). The span and its children
 * stay the same elements throughout; once the pointer or focus enters the note, the popup's code
 * (a chunk of its own) attaches to the span. That keeps the code out of what loads before the first
 * note and out of every row's render, and a click while it arms is never lost.
 */
export function DeferredUserPopup({ user, className, children }: { user: UserLite; className?: string; children: ReactNode }) {
  const armed = useContext(NoteArmedContext);
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <>
      <span ref={anchor} className={className} data-user-popup-trigger={user.id}>
        {children}
      </span>
      {armed && (
        <Suspense fallback={null}>
          <LazyUserPopupAttachment user={user} anchor={anchor} />
        </Suspense>
      )}
    </>
  );
}
