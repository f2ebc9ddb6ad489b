import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { isSafeInternalPath } from '../safe-url';

interface InternalLinkProps {
  /** A path this module built (`/@user`, `/tags/x`, a same-origin link's path). */
  to: string;
  className?: string;
  title?: string;
  children: ReactNode;
}

/** An in-app link: a real `href` (open in new tab works) whose plain clicks go through the router. */
export function InternalLink({ to, className, title, children }: InternalLinkProps) {
  const router = useRouter({ warn: false });
  const href = isSafeInternalPath(to) ? to : '/';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!router || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} title={title} onClick={onClick} data-intent-preload="">
      {children}
    </a>
  );
}
