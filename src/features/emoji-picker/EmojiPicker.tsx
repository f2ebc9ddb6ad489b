import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { DEFAULT_EMOJI_PICKER_ORDER, useSetting } from '@/core/settings';
import type { CustomEmoji } from '@/core/entities/emoji';
import { toPickerEmojis } from './custom-emoji';
import { customEmojisQuery, popularReactionsQuery } from './emoji-queries';
import { IconChevronDown, IconChevronRight } from '@/ui/icons';
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
  /**
   * As a reaction picker: the reactions already chosen (shown pressed; choosing one again takes
   * it back) and how many may be held (a count shows when several may).
   */
  chosen?: { codes: readonly string[]; max: number };
  /** Shown in a drawer on a phone: as wide as `reactionPickerAllWidth` allows. */
  drawer?: boolean;
}

const NO_CUSTOMS: CustomEmoji[] = [];
/** reactionPickerSize 1–5: the cell's side in pixels (3, the default, is 36 px). */
const cellSize = (size: number) => 28 + 4 * Math.min(5, Math.max(1, Math.round(size) || 3));
const HEADER = 28;
const CUSTOM_CODE = /^:([\w+-]+)(?:@([\w.:-]+))?:$/;
/** One spelling per reaction: without the local `@.` marker and the emoji variation selector. */
const chosenKey = (code: string) => code.replace(/@\.:$/, ':').replace(/\uFE0F/g, '');

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
export default function EmojiPicker({ onChoose, onClose, remember = true, chosen, drawer = false }: EmojiPickerProps) {
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
  const [sizeSetting] = useSetting('reactionPickerSize');
  const [heightSetting] = useSetting('reactionPickerHeight');
  const [allWidth] = useSetting('reactionPickerAllWidth');
  const cell = cellSize(sizeSetting);
  // In a drawer the picker spans reactionPickerAllWidth percent of the screen, with as many columns as fit.
  const drawerColumns = drawer ? Math.floor(((Math.min(100, Math.max(30, allWidth || 95)) / 100) * window.innerWidth - 24) / cell) : 0;
  const columns = Math.max(drawerColumns, Math.min(12, Math.max(3, columnsSetting || 7)));
  // reactionPickerHeight: the share of the window's height (percent) the list may take.
  const listHeight = Math.max(160, Math.round((Math.min(100, Math.max(30, heightSetting || 65)) / 100) * window.innerHeight) - 110);
  const chosenKeys = useMemo(() => new Set((chosen?.codes ?? []).map(chosenKey)), [chosen]);
  const order = useMemo(() => (orderEnabled && customOrder.length ? customOrder : DEFAULT_EMOJI_PICKER_ORDER), [orderEnabled, customOrder]);

  const customData = useQuery(customEmojisQuery()).data;
  const wantsPopular = order.includes('recentlyPopularReactions') && caps.emojiStats;
  const popular = useQuery({ ...popularReactionsQuery(), enabled: wantsPopular }).data;
  const unicode = useUnicodeGroups(lang);

  const customs = useMemo<PickerEmoji[]>(() => toPickerEmojis(customData ?? NO_CUSTOMS), [customData]);

  const [query, setQuery] = useState('');
  const sectionTitle = useCallback((id: PickerSectionId, n?: number) => t(`emojiPicker.sections.${id}`, { n: n ?? '' }), [t]);
  const sections = useMemo<PickerSection[]>(() => {
    if (query.trim()) {
      const indexes = [indexEmojis(customs), ...(unicode ?? []).map((g) => indexEmojis(g.emojis))];
      return [{ id: 'search', title: t('emojiPicker.results'), emojis: searchEmojis(indexes, query) }];
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

  // Pages 2–5 of the reaction deck are folders: open or closed as their defaultOpen says, until toggled here.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const folders = useMemo(() => {
    if (query.trim()) return undefined;
    return new Map([r2, r3, r4, r5].map((f, i) => [`pinned${i + 2}`, toggled[`pinned${i + 2}`] ?? f.defaultOpen] as const));
  }, [query, r2, r3, r4, r5, toggled]);
  const layout = useMemo(() => layoutRows(sections, columns, folders), [sections, columns, folders]);
  const [active, setActive] = useState(-1);
  const focusPending = useRef(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const virtualizer = useVirtualizer({
    count: layout.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (layout.rows[i]?.type === 'header' ? HEADER : cell),
    // Rows change height with reactionPickerSize.
    getItemKey: (i) => `${layout.rows[i]?.key ?? i}:${cell}`,
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
    <div className={styles.picker} data-emoji-picker="" style={{ '--pickerCell': `${cell}px` } as CSSProperties}>
      <div className={styles.top}>
        <input
          ref={inputRef}
          className={styles.search}
          type="search"
          autoFocus
          value={query}
          placeholder={t('emojiPicker.search')}
          aria-label={t('emojiPicker.search')}
          aria-controls={listId}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onInputKey}
          data-emoji-search=""
        />
        <div className={styles.tones} role="group" aria-label={t('emojiPicker.skinTone')}>
          {SKIN_TONES.map((_mod, i) => (
            <button
              key={i}
              type="button"
              className={styles.tone}
              data-tone={i}
              aria-pressed={tone === i}
              aria-label={i === 0 ? t('emojiPicker.toneDefault') : t('emojiPicker.tone', { n: i })}
              title={i === 0 ? t('emojiPicker.toneDefault') : t('emojiPicker.tone', { n: i })}
              onClick={() => setTone(i)}
            >
              <span className={styles.toneSwatch} data-swatch={i} aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      <div ref={scrollRef} className={styles.scroll} id={listId} role="group" aria-label={t('emojiPicker.list')} onKeyDown={onGridKey} style={{ width: columns * cell + 16, height: listHeight }}>
        {layout.rows.length === 0 ? (
          <p className={styles.empty}>{loading ? t('emojiPicker.loading') : t('emojiPicker.noResults')}</p>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = layout.rows[item.index]!;
              return (
                <div key={row.key} className={row.type === 'header' ? styles.header : styles.row} style={{ transform: `translateY(${item.start}px)`, height: item.size }}>
                  {row.type === 'header' ? (
                    row.open === undefined ? (
                      <span>{row.title}</span>
                    ) : (
                      <button type="button" className={styles.folder} aria-expanded={row.open} onClick={() => setToggled((m) => ({ ...m, [row.section]: !row.open }))}>
                        {row.open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
                        <span>{row.title}</span>
                      </button>
                    )
                  ) : (
                    row.emojis.map((emoji, i) => {
                      const index = row.start + i;
                      const code = codeOf(emoji);
                      const label = emoji.kind === 'custom' ? `:${emoji.name}:` : code;
                      const isChosen = chosenKeys.size > 0 && (chosenKeys.has(chosenKey(code)) || chosenKeys.has(chosenKey(emoji.code)));
                      return (
                        <button
                          key={`${emoji.code}:${i}`}
                          type="button"
                          className={isChosen ? `${styles.cell} ${styles.chosen}` : styles.cell}
                          aria-pressed={chosen ? isChosen : undefined}
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
      {chosen && chosen.max > 1 && (
        <div className={styles.status} data-chosen-count="">
          {t('reactionSettings.chosenCount', { n: chosen.codes.length, max: chosen.max })}
        </div>
      )}
      <div className={styles.status} aria-live="polite">
        {activeEmoji ? (activeEmoji.kind === 'custom' ? `:${activeEmoji.name}:` : (activeEmoji.aliases[0] ?? activeEmoji.name)) : ''}
      </div>
    </div>
  );
}
