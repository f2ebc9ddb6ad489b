import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { DEFAULT_EMOJI_PICKER_ORDER, useSetting } from '@/core/settings';
import type { CustomEmoji } from '@/core/entities/emoji';
import { toPickerEmojis } from './custom-emoji';
import { customEmojisQuery, popularReactionsQuery } from './emoji-queries';
import { EmojiGlyph } from './EmojiGlyph';
import type { PickerEmoji, PickerSection, UnicodeGroup } from './picker-types';
import { pushRecent } from './recent';
import { indexEmojis, searchEmojis } from './search-index';
import { buildSections, layoutRows, moveActive, type PickerSectionId } from './sections';
import { SKIN_TONES, withSkinTone } from './skin-tone';
import styles from './EmojiPicker.module.css';

export interface EmojiPickerProps {
  /** Called with `:name:` for custom emoji or the character(s) of a unicode emoji. */
  onChoose: (code: string) => void;
  onClose?: () => void;
  /** Remember the choice among the recently used (default true). */
  remember?: boolean;
}

const NO_CUSTOMS: CustomEmoji[] = [];
const CELL = 36;
const HEADER = 28;
const CUSTOM_CODE = /^:([\w+-]+)(?:@([\w.:-]+))?:$/;

/** The Unicode emoji in the UI language (their data is its own chunk, loaded on first use). */
function useUnicodeGroups(lang: string): UnicodeGroup[] | null {
  const [groups, setGroups] = useState<{ lang: string; groups: UnicodeGroup[] } | null>(null);
  useEffect(() => {
    let alive = true;
    void import('./unicode-data')
      .then((m) => m.loadUnicodeGroups(lang))
      .then((g) => alive && setGroups({ lang, groups: g }))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [lang]);
  return groups?.groups ?? null;
}

/**
 * The emoji picker (spec section 2, dialogs): search by name and alias, sections in the order of
 * emoji-picker-order, skin tones, recently used remembered, keyboard-driven and virtualized.
 */
export default function EmojiPicker({ onChoose, onClose, remember = true }: EmojiPickerProps) {
  const { t, lang } = useI18n();
  const caps = useCapabilities();
  const [reactions] = useSetting('reactions');
  const [r2] = useSetting('reactions2');
  const [r3] = useSetting('reactions3');
  const [r4] = useSetting('reactions4');
  const [r5] = useSetting('reactions5');
  const [recent, setRecent] = useSetting('recentlyUsedEmojis');
  const [orderEnabled] = useSetting('enableEmojiPickerOrder');
  const [customOrder] = useSetting('emojiPickerOrder');
  const [tone, setTone] = useSetting('emojiSkinTone');
  const [columnsSetting] = useSetting('reactionPickerWidth');
  const columns = Math.min(12, Math.max(4, columnsSetting || 7));
  const order = useMemo(() => (orderEnabled && customOrder.length ? customOrder : DEFAULT_EMOJI_PICKER_ORDER), [orderEnabled, customOrder]);

  const customData = useQuery(customEmojisQuery()).data;
  const wantsPopular = order.includes('recentlyPopularReactions') && caps.has('emoji-stats');
  const popular = useQuery({ ...popularReactionsQuery(), enabled: wantsPopular }).data;
  const unicode = useUnicodeGroups(lang);

  const customs = useMemo<PickerEmoji[]>(() => toPickerEmojis(customData ?? NO_CUSTOMS), [customData]);

  const [query, setQuery] = useState('');
  const sectionTitle = useCallback((id: PickerSectionId, n?: number) => t(`appearance.emojiPicker.sections.${id}`, { n: n ?? '' }), [t]);
  const sections = useMemo<PickerSection[]>(() => {
    if (query.trim()) {
      const indexes = [indexEmojis(customs), ...(unicode ?? []).map((g) => indexEmojis(g.emojis))];
      return [{ id: 'search', title: t('appearance.emojiPicker.results'), emojis: searchEmojis(indexes, query) }];
    }
    const origin = getServerOrigin();
    return buildSections({
      order,
      pinned: [{ title: null, codes: reactions }, ...[r2, r3, r4, r5].map((f) => ({ title: f.folderName || null, codes: f.reactions }))],
      recent,
      popular: popular ?? [],
      customs,
      unicode,
      fallback: (code) => {
        const m = CUSTOM_CODE.exec(code);
        if (!m) return { kind: 'unicode', code, name: code, aliases: [], group: '', skinTones: false };
        const host = m[2] && m[2] !== '.' ? m[2] : null;
        const name = host ? `${m[1]}@${host}` : m[1]!;
        return { kind: 'custom', code: `:${name}:`, name, aliases: [], url: `${origin}/emoji/${encodeURIComponent(m[1]!)}${host ? `@${encodeURIComponent(host)}` : ''}.webp`, category: null };
      },
      title: sectionTitle,
      random: Math.random,
    });
  }, [query, customs, unicode, order, reactions, r2, r3, r4, r5, recent, popular, sectionTitle, t]);

  const layout = useMemo(() => layoutRows(sections, columns), [sections, columns]);
  const [active, setActive] = useState(-1);
  const focusPending = useRef(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const virtualizer = useVirtualizer({
    count: layout.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (layout.rows[i]?.type === 'header' ? HEADER : CELL),
    overscan: 6,
  });

  useEffect(() => setActive(-1), [query]);

  // After a keyboard move: bring the row into view, then focus the cell once it is rendered.
  useEffect(() => {
    if (!focusPending.current || active < 0) return;
    const row = layout.rowOf[active];
    if (row !== undefined) virtualizer.scrollToIndex(row, { align: 'auto' });
    let tries = 0;
    const focus = () => {
      const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
      if (el) {
        el.focus({ preventScroll: true });
        focusPending.current = false;
      } else if (tries++ < 5) requestAnimationFrame(focus);
    };
    focus();
  }, [active, layout, virtualizer]);

  const codeOf = (e: PickerEmoji) => (e.kind === 'unicode' && e.skinTones ? withSkinTone(e.code, tone) : e.code);
  const choose = (e: PickerEmoji) => {
    const code = codeOf(e);
    if (remember) setRecent((list) => pushRecent(list, code));
    onChoose(code);
  };

  const moveTo = (index: number) => {
    focusPending.current = true;
    setActive(index);
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (layout.flat.length) moveTo(Math.max(0, active));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const pick = layout.flat[Math.max(0, active)];
      if (pick) choose(pick);
    } else if (e.key === 'Escape' && onClose) {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    }
  };

  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) {
      e.preventDefault();
      if (e.key === 'ArrowUp' && layout.rowOf[active] === layout.rowOf[0] && active >= 0) {
        inputRef.current?.focus();
        return;
      }
      moveTo(moveActive(layout, active, e.key));
    } else if (e.key === 'Escape' && onClose) {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== ' ') {
      // Typing goes back to the search field.
      inputRef.current?.focus();
    }
  };

  const activeEmoji = active >= 0 ? layout.flat[active] : undefined;
  const loading = customData === undefined && !unicode;

  return (
    <div className={styles.picker} data-emoji-picker="">
      <div className={styles.top}>
        <input
          ref={inputRef}
          className={styles.search}
          type="search"
          autoFocus
          value={query}
          placeholder={t('appearance.emojiPicker.search')}
          aria-label={t('appearance.emojiPicker.search')}
          aria-controls={listId}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onInputKey}
          data-emoji-search=""
        />
        <div className={styles.tones} role="group" aria-label={t('appearance.emojiPicker.skinTone')}>
          {SKIN_TONES.map((_mod, i) => (
            <button
              key={i}
              type="button"
              className={styles.tone}
              data-tone={i}
              aria-pressed={tone === i}
              aria-label={i === 0 ? t('appearance.emojiPicker.toneDefault') : t('appearance.emojiPicker.tone', { n: i })}
              title={i === 0 ? t('appearance.emojiPicker.toneDefault') : t('appearance.emojiPicker.tone', { n: i })}
              onClick={() => setTone(i)}
            >
              <span className={styles.toneSwatch} data-swatch={i} aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      <div ref={scrollRef} className={styles.scroll} id={listId} role="group" aria-label={t('appearance.emojiPicker.list')} onKeyDown={onGridKey} style={{ width: columns * CELL + 16 }}>
        {layout.rows.length === 0 ? (
          <p className={styles.empty}>{loading ? t('appearance.emojiPicker.loading') : t('appearance.emojiPicker.noResults')}</p>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = layout.rows[item.index]!;
              return (
                <div key={row.key} className={row.type === 'header' ? styles.header : styles.row} style={{ transform: `translateY(${item.start}px)`, height: item.size }}>
                  {row.type === 'header' ? (
                    <span>{row.title}</span>
                  ) : (
                    row.emojis.map((emoji, i) => {
                      const index = row.start + i;
                      const code = codeOf(emoji);
                      const label = emoji.kind === 'custom' ? `:${emoji.name}:` : code;
                      return (
                        <button
                          key={`${emoji.code}:${i}`}
                          type="button"
                          className={styles.cell}
                          data-index={index}
                          data-emoji={emoji.code}
                          tabIndex={index === Math.max(0, active) ? 0 : -1}
                          aria-label={label}
                          title={emoji.kind === 'custom' ? label : (emoji.aliases[0] ?? emoji.name)}
                          onFocus={() => setActive(index)}
                          onClick={() => choose(emoji)}
                        >
                          <EmojiGlyph emoji={emoji} code={code} />
                        </button>
                      );
                    })
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
      <div className={styles.status} aria-live="polite">
        {activeEmoji ? (activeEmoji.kind === 'custom' ? `:${activeEmoji.name}:` : (activeEmoji.aliases[0] ?? activeEmoji.name)) : ''}
      </div>
    </div>
  );
}
