import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type RefObject } from 'react';
import { openInColumn } from '@/features/deck/column-nav';
import { EmbeddedRouter } from './embedded/EmbeddedRouter';
import type { AppRouter } from './embedded/router-hosts';

interface DeckColumnPageProps {
  href: string;
  column: string;
  scrollRef: RefObject<HTMLDivElement | null>;
}

/**
 * A page opened inside a deck column: the app's route for `href` with a router of its own. Links
 * in it open in the column (the deck's link behaviour); a page that moves on by itself (a
 * redirect, a navigation after an action) is put on the column's stack too, so the address
 * always says what the column shows.
 */
export function DeckColumnPage({ href, column, scrollRef }: DeckColumnPageProps) {
  const main = useRouter();
  const [inner, setInner] = useState<AppRouter | null>(null);
  useEffect(() => {
    if (!inner) return;
    return inner.subscribe('onResolved', () => {
      const now = inner.state.location.href;
      if (now !== href) openInColumn(main, column, now);
    });
  }, [inner, main, column, href]);
  return <EmbeddedRouter key={href} info={{ kind: 'deck-column', hostId: `deck-column-${column}` }} initialPath={href} scrollRef={scrollRef} onRouter={setInner} />;
}
