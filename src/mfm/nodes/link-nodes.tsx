import type { ReactNode } from 'react';
import { children, type MfmRenderContext, type NodeRenderer } from '../render-context';
import { resolveLinkTarget, toInternalPath } from '../safe-url';
import { ExternalLink } from '../links/ExternalLink';
import { InternalLink } from '../links/InternalLink';
import { SearchBox } from '../links/SearchBox';
import styles from '../MfmText.module.css';

/** The host a mention points to: written host, else the author's; this server's host counts as local. */
export function mentionHost(written: string | null, ctx: MfmRenderContext): string | null {
  const host = written ?? ctx.author.host;
  if (!host) return null;
  return ctx.localHost !== null && host.toLowerCase() === ctx.localHost.toLowerCase() ? null : host;
}

/** `/@user` or `/@user@host`. */
export function userPath(username: string, host: string | null): string {
  const acct = host ? `${encodeURIComponent(username)}@${encodeURIComponent(host)}` : encodeURIComponent(username);
  return toInternalPath(`/@${acct}`);
}

export function tagPath(tag: string): string {
  return toInternalPath(`/tags/${encodeURIComponent(tag)}`);
}

/** A link written in MFM: in-app for this origin, external for http(s), inert text otherwise. */
function linkTo(url: string, label: ReactNode, ctx: MfmRenderContext): ReactNode {
  const target = ctx.inLink ? null : resolveLinkTarget(url);
  const content = <bdi>{label}</bdi>;
  if (target === null) return <span className={styles.inertLink}>{content}</span>;
  if (target.kind === 'internal') {
    return (
      <InternalLink to={target.path} className={styles.link}>
        {content}
      </InternalLink>
    );
  }
  return (
    <ExternalLink href={target.href} className={styles.link}>
      {content}
    </ExternalLink>
  );
}

export const linkNodeRenderers: {
  mention: NodeRenderer<'mention'>;
  hashtag: NodeRenderer<'hashtag'>;
  url: NodeRenderer<'url'>;
  link: NodeRenderer<'link'>;
  search: NodeRenderer<'search'>;
} = {
  mention: (node, ctx) => {
    const username = String(node.props.username);
    const host = mentionHost(node.props.host ? String(node.props.host) : null, ctx);
    const label = (
      <bdi>
        <span className={styles.mentionUser}>@{username}</span>
        {host && <span className={styles.mentionHost}>@{host}</span>}
      </bdi>
    );
    if (ctx.inLink) return label;
    return (
      <InternalLink to={userPath(username, host)} className={styles.mention}>
        {label}
      </InternalLink>
    );
  },
  hashtag: (node, ctx) => {
    const tag = String(node.props.hashtag);
    const label = <bdi>#{tag}</bdi>;
    if (ctx.inLink) return label;
    return (
      <InternalLink to={tagPath(tag)} className={styles.hashtag}>
        {label}
      </InternalLink>
    );
  },
  url: (node, ctx) => linkTo(String(node.props.url), String(node.props.url), ctx),
  link: (node, ctx) => linkTo(String(node.props.url), children(node, { ...ctx, inLink: true }), ctx),
  search: (node) => <SearchBox query={String(node.props.query)} />,
};
