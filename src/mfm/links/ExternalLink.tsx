import type { ReactNode } from 'react';
import { writtenHttpUrl } from '../safe-url';

/** A link off this client: only http(s), opened in a new tab without referrer or opener. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const safe = writtenHttpUrl(href);
  if (safe === null) return <span className={className}>{children}</span>;
  return (
    <a href={safe} className={className} title={safe} target="_blank" rel="nofollow noopener noreferrer">
      {children}
    </a>
  );
}
