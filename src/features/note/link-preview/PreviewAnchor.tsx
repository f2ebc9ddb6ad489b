import { useRouter, type AnyRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { resolveLinkTarget } from './link-target';

interface Props {
  url: string;
  className?: string;
  children: ReactNode;
}

/** The card's link: in-app navigation for the client's own origin, otherwise a new tab with nofollow. */
export function PreviewAnchor({ url, className, children }: Props) {
  // Absent outside a RouterProvider (tests, isolated renders): the plain href still works.
  const router = useRouter({ warn: false }) as AnyRouter | undefined;
  const target = resolveLinkTarget(url, window.location.origin);
  if (!target) return <div className={className}>{children}</div>;

  if (target.kind === 'internal') {
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      if (!router || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      router.history.push(target.path);
    };
    return (
      <a className={className} href={target.path} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <a className={className} href={target.href} target="_blank" rel="nofollow noopener noreferrer">
      {children}
    </a>
  );
}
