import { useContext, useEffect, useMemo } from 'react';
import type { MfmNode } from 'mfm-js';
import type { EmojiRefs } from '@/core/entities';
import { getServerOrigin } from '@/core/accounts/session';
import { MfmEmojiListRequestContext, MfmEmojiResolverContext, mfmSettings, useMfmAnimate } from './animation-context';
import { customEmojiSource, type EmojiResolver, type MfmAuthor } from './emoji-url';
import { boundTree } from './bound-nodes';
import { emojiOnlySizeOfNodes } from './emoji-only';
import { installKatexMath } from './katex-math';
import { parseMfm, parseMfmSimple } from './parse';
import { renderNodes } from './render';
import { useSettingBundle } from './setting-bundle';
import type { MfmRenderContext } from './render-context';
import styles from './MfmText.module.css';

installKatexMath();

export interface MfmTreeProps {
  /** The author of the text; `host` null for users of this server. */
  author: MfmAuthor;
  /** The note's or user's custom emoji refs: `[{ name, url }]` or `{ name: url }`. */
  emojis?: EmojiRefs | null;
  /** Instance emoji lookup for local authors (else MfmEmojiResolverContext). */
  resolveEmoji?: EmojiResolver;
  /** One line: line breaks become spaces and overflow is cut with an ellipsis. */
  nowrap?: boolean;
  /** Note body: emoji-only texts render larger (spec section 9). */
  isNote?: boolean;
  /** Play animated MFM; default: the note's toggle (MfmAnimationContext), else settings. */
  animate?: boolean;
  className?: string;
}

export interface MfmTextProps extends MfmTreeProps {
  text: string | null | undefined;
  /** Names and other labels: only text, emoji and `<plain>` (mfm-js `parseSimple`). */
  plain?: boolean;
}

const hosts = new Map<string, string | null>();

/** The host of a server origin (worked out once per origin, not once per text). */
function hostOf(origin: string): string | null {
  let host = hosts.get(origin);
  if (host === undefined) {
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    hosts.set(origin, host);
  }
  return host;
}

/** Renders an already parsed MFM tree. */
export function MfmTree({ nodes, plain = false, ...props }: MfmTreeProps & { nodes: readonly MfmNode[]; plain?: boolean }) {
  const { author, emojis, resolveEmoji, nowrap = false, isNote = false, animate: animateProp, className } = props;
  const animate = useMfmAnimate(animateProp);
  const { advancedMfm: advanced, emojiStyle, disableShowingAnimatedImages: staticImages } = useSettingBundle(mfmSettings);
  const contextResolver = useContext(MfmEmojiResolverContext);
  const resolver = resolveEmoji ?? contextResolver;
  const requestEmojiList = useContext(MfmEmojiListRequestContext);
  const authorHost = author?.host ?? null;
  const serverOrigin = getServerOrigin();

  const { rendered, guessesCut } = useMemo(() => {
    const ctx: MfmRenderContext = {
      author: { host: authorHost },
      emojis: emojis ?? null,
      resolveEmoji: resolver,
      serverOrigin,
      localHost: hostOf(serverOrigin),
      emojiStyle,
      staticImages,
      animate,
      advanced,
      nowrap,
      inLink: false,
      depth: 0,
      fontScale: 1,
      transformScale: 1,
      offsetEm: 0,
      render: renderNodes,
    };
    const isGuess = (name: string) => customEmojiSource({ name, refs: ctx.emojis, resolve: resolver, author: ctx.author, serverOrigin }).guessed;
    const bounded = boundTree(nodes, { isGuess });
    return { rendered: renderNodes(bounded.nodes, ctx), guessesCut: bounded.guessesCut };
  }, [nodes, authorHost, emojis, resolver, serverOrigin, emojiStyle, staticImages, animate, advanced, nowrap]);

  // More local names than a text may guess at: the instance's list (fetched once) says which exist.
  const wantsList = guessesCut && authorHost === null;
  useEffect(() => {
    if (wantsList) requestEmojiList?.();
  }, [wantsList, requestEmojiList]);

  const emojiSize = isNote && !plain ? emojiOnlySizeOfNodes(nodes) : 1;
  const classes = [
    styles.root,
    plain ? styles.plainRoot : styles.blockRoot,
    nowrap ? styles.nowrap : '',
    emojiSize === 3 ? styles.emojiOnly3 : emojiSize === 2 ? styles.emojiOnly2 : '',
    className ?? '',
  ].filter(Boolean);
  const Root = plain || nowrap ? 'span' : 'div';
  return (
    <Root className={classes.join(' ')} data-emoji-only={emojiSize > 1 ? emojiSize : undefined}>
      {rendered}
    </Root>
  );
}

/**
 * MFM text as React elements: parsed once per text (nest limit 20), rendered from one table
 * of node renderers within the limits of `limits.ts` (past them, plain text). Only http(s)
 * links become clickable; nothing is injected as HTML.
 */
export function MfmText({ text, plain = false, ...props }: MfmTextProps) {
  const source = typeof text === 'string' ? text : '';
  const nodes = useMemo(() => (plain ? parseMfmSimple(source) : parseMfm(source)), [source, plain]);
  return <MfmTree nodes={nodes} plain={plain} {...props} />;
}
