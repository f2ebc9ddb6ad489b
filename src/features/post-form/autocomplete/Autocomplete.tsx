import { computePosition, flip, offset, shift } from '@floating-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { getApi } from '@/core/accounts/session';
import type { ApiClient } from '@/core/api/api-client';
import { ensureCapabilities, type EndpointCapability } from '@/core/capabilities';
import { INPUT_DEBOUNCE_MS } from '@/core/constants';
import { useI18n } from '@/core/i18n';
import { accountKeyRoot } from '@/core/query/keys';
import { getSetting, setSetting } from '@/core/settings';
import { mfmFunctionNames } from '@/mfm';
import { caretRect } from './caret-rect';
import { applyInsertion, insertionFor, type Completion } from './insert';
import { rankHashtags, rankMfm, rankUsers, SUGGESTION_LIMIT, userSearchParams } from './rank';
import { loadRecentHashtags, searchEmojiFor } from './local-sources';
import { preferRecentUsers, pushRecentUser } from './recent-users';
import { suggestHashtags, suggestUsers } from './suggest-queries';
import { findToken, sameToken, type Token } from './token';
import type { Suggestion } from './suggestion';
import { SuggestionView } from './SuggestionView';
import { writeIntoField } from './write-into-field';
import styles from './Autocomplete.module.css';

type Field = HTMLTextAreaElement | HTMLInputElement;

export interface AutocompleteProps {
  /** The text field to complete in (the post form's text or CW, a chat's input). */
  field: RefObject<Field | null>;
  /** The API of the account that posts (default: the current one) and its cache key root. */
  client?: ApiClient;
  keyRoot?: readonly unknown[];
}

const LABELS = { user: 'postFormScreens.autocomplete.users', emoji: 'postFormScreens.autocomplete.emoji', hashtag: 'postFormScreens.autocomplete.hashtags', mfm: 'postFormScreens.autocomplete.mfm' } as const;

function completionOf(s: Suggestion): Completion {
  switch (s.kind) {
    case 'user':
      return { kind: 'user', username: s.user.username, host: s.user.host ?? null };
    case 'hashtag':
      return { kind: 'hashtag', tag: s.tag };
    case 'mfm':
      return { kind: 'mfm', name: s.name };
    case 'emoji':
      return s.emoji.kind === 'custom' ? { kind: 'emoji', custom: true, name: s.emoji.name } : { kind: 'emoji', custom: false, char: s.emoji.code };
  }
}

/**
 * Suggestions for what is typed at the caret (`@user`, `:emoji`, `#tag`, `$[fn`): a listbox by the
 * caret, the field acting as its combobox (ArrowUp/Down, Enter or Tab to insert, Escape to close).
 * Only text the user types opens it (trusted input events): text set by a draft, a button or a
 * reply's mentions never does, and so never reaches the server. Server searches wait for the
 * spec's input debounce and are cancelled when the text moves on.
 */
export function Autocomplete({ field, client, keyRoot }: AutocompleteProps) {
  const { t, lang } = useI18n();
  const qc = useQueryClient();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [token, setTokenState] = useState<Token | null>(null);
  /** The token as last set (the state may not have rendered it yet). */
  const tokenNow = useRef<Token | null>(null);
  // Most keystrokes leave the token as it was (none): no state update then. Even an update to the
  // same value may render the component again (React's eager bail-out does not always apply), and
  // a keystroke into a long post should render nothing.
  const setToken = useCallback((tk: Token | null) => {
    if (sameToken(tokenNow.current, tk)) return;
    tokenNow.current = tk;
    setTokenState(tk);
  }, []);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const open = token !== null && items.length > 0;
  const live = useRef({ open, items, active, token });
  live.current = { open, items, active, token };
  /** True while a choice is written into the field (its input event is not typing). */
  const suppress = useRef(false);
  /** The start of a token closed with Escape: it stays closed while it is typed on. */
  const dismissed = useRef<number | null>(null);

  const choose = useCallback(
    (s: Suggestion) => {
      const el = field.current;
      const tk = live.current.token;
      if (!el || !tk) return;
      // recentlyUsedUsers: users mentioned here come first in later suggestions.
      if (s.kind === 'user') setSetting('recentlyUsedUsers', pushRecentUser(getSetting('recentlyUsedUsers'), s.user.id));
      const ins = insertionFor(tk, completionOf(s), el.value.slice(tk.end));
      const after = applyInsertion(el.value, ins);
      setToken(null);
      suppress.current = true;
      try {
        el.focus();
        el.setSelectionRange(ins.start, ins.end);
        writeIntoField(el, ins.text, after.text);
        el.setSelectionRange(after.caret, after.caret);
      } finally {
        suppress.current = false;
      }
    },
    [field, setToken],
  );
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  useEffect(() => {
    const el = field.current;
    if (!el) return;
    el.setAttribute('aria-autocomplete', 'list');
    const close = () => setToken(null);
    const evaluate = () => {
      const caret = el.selectionStart ?? 0;
      const tk = el.selectionEnd === caret ? findToken(el.value, caret) : null;
      if (tk && dismissed.current === tk.start) return close();
      dismissed.current = null;
      setToken(tk);
    };
    const onInput = (e: Event) => {
      if (suppress.current || !e.isTrusted || (e as InputEvent).isComposing) return;
      evaluate();
    };
    const onKeyDown = (ev: Event) => {
      const e = ev as KeyboardEvent;
      const { open: isOpen, items: list, active: at } = live.current;
      if (!isOpen || e.isComposing) return;
      const consume = () => {
        e.preventDefault();
        e.stopPropagation();
      };
      switch (e.key) {
        case 'ArrowDown':
          consume();
          setActive(at + 1 >= list.length ? 0 : at + 1);
          break;
        case 'ArrowUp':
          consume();
          setActive(at <= 0 ? list.length - 1 : at - 1);
          break;
        case 'Enter':
        case 'Tab': {
          if (e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return close();
          // Enter with no option chosen is a line break (or a chat's send); Tab takes the first.
          const pick = list[at >= 0 ? at : e.key === 'Tab' ? 0 : -1];
          if (!pick) return close();
          consume();
          chooseRef.current(pick);
          break;
        }
        case 'Escape':
          // Closes the list only: the dialog around the field stays open.
          consume();
          dismissed.current = live.current.token?.start ?? null;
          close();
          break;
        case 'ArrowLeft':
        case 'ArrowRight':
        case 'Home':
        case 'End':
        case 'PageUp':
        case 'PageDown':
          close();
          break;
        default:
          break;
      }
    };
    el.addEventListener('input', onInput);
    el.addEventListener('compositionend', evaluate);
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('blur', close);
    el.addEventListener('mousedown', close);
    return () => {
      el.removeEventListener('input', onInput);
      el.removeEventListener('compositionend', evaluate);
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('blur', close);
      el.removeEventListener('mousedown', close);
      el.removeAttribute('aria-autocomplete');
    };
  }, [field, setToken]);

  // The suggestions for the token: local ones at once, the server's after the debounce. The
  // server and its capabilities are read when asked (a re-render of the form must not restart it).
  const env = useRef({ client, keyRoot });
  env.current = { client, keyRoot };
  useEffect(() => {
    setActive(-1);
    if (!token) {
      setItems([]);
      return;
    }
    const ctrl = new AbortController();
    const alive = () => !ctrl.signal.aborted;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const q = token.query;
    const later = (run: () => void) => {
      timer = setTimeout(run, INPUT_DEBOUNCE_MS);
    };
    const server = () => ({ c: env.current.client ?? getApi(), k: env.current.keyRoot ?? accountKeyRoot() });
    // Asked when the server is about to be called: a server without the endpoint is never asked.
    const has = (name: EndpointCapability) => ensureCapabilities(qc).then((caps) => caps[name], () => false);
    switch (token.kind) {
      case 'mfm':
        setItems(rankMfm(q, mfmFunctionNames()).slice(0, SUGGESTION_LIMIT).map((name) => ({ kind: 'mfm', key: name, name })));
        break;
      case 'emoji':
        void searchEmojiFor(qc, lang, q, SUGGESTION_LIMIT)
          .then((found) => alive() && setItems(found.map((emoji) => ({ kind: 'emoji', key: emoji.code, emoji }))))
          .catch(() => alive() && setItems([]));
        break;
      case 'hashtag': {
        const show = (recent: readonly string[], fromServer: readonly string[]) =>
          alive() && setItems(rankHashtags(q, recent, fromServer).map((tag) => ({ kind: 'hashtag', key: tag.toLowerCase(), tag })));
        void loadRecentHashtags().then((recent) => {
          show(recent, []);
          if (!q || !alive()) return;
          later(() => {
            const { c, k } = server();
            void has('hashtagSearch')
              .then((ok) => (ok && alive() ? suggestHashtags(qc, c, k, q, ctrl.signal) : null))
              .then((found) => found && show(recent, found))
              .catch(() => undefined);
          });
        });
        break;
      }
      case 'user': {
        // While the server is asked, the last answer narrowed to what is typed now.
        const [name = ''] = q.toLowerCase().split('@');
        setItems((prev) => prev.filter((s) => s.kind === 'user' && s.user.username.toLowerCase().startsWith(name)));
        const params = userSearchParams(q);
        if (!params) break;
        later(() => {
          const { c, k } = server();
          void has('userSearchByUsername')
            .then((ok) => (ok && alive() ? suggestUsers(qc, c, k, params, ctrl.signal) : null))
            .then((users) => {
              if (!users || !alive()) return;
              const ranked = rankUsers(q, users);
              const exactFirst = !!ranked[0] && ranked[0].username.toLowerCase() === name;
              setItems(preferRecentUsers(ranked, getSetting('recentlyUsedUsers'), exactFirst).map((user) => ({ kind: 'user', key: user.id, user })));
            })
            .catch(() => undefined);
        });
        break;
      }
    }
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [token, qc, lang]);

  // The field is the combobox while the list is open (a plain text box otherwise).
  useEffect(() => {
    const el = field.current;
    if (!el || !open) return;
    el.setAttribute('role', 'combobox');
    el.setAttribute('aria-expanded', 'true');
    el.setAttribute('aria-controls', listId);
    return () => {
      el.removeAttribute('role');
      el.removeAttribute('aria-expanded');
      el.removeAttribute('aria-controls');
      el.removeAttribute('aria-activedescendant');
    };
  }, [field, open, listId]);
  useEffect(() => {
    const el = field.current;
    if (!el || !open) return;
    if (active >= 0) {
      el.setAttribute('aria-activedescendant', `${listId}-${active}`);
      listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
    } else el.removeAttribute('aria-activedescendant');
  }, [field, open, active, listId]);

  // Placed at the token's first character: measured when the list opens or the token moves only.
  const start = token?.start ?? -1;
  useLayoutEffect(() => {
    const el = field.current;
    const list = listRef.current;
    if (!el || !list || !open || start < 0) return;
    const place = () => {
      const r = caretRect(el, start);
      const reference = { getBoundingClientRect: () => ({ x: r.x, y: r.y, left: r.x, top: r.y, right: r.x, bottom: r.y + r.height, width: 0, height: r.height }), contextElement: el };
      void computePosition(reference, list, { strategy: 'fixed', placement: 'bottom-start', middleware: [offset(4), flip(), shift({ padding: 8 })] }).then(({ x, y }) => {
        list.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
      });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [field, open, start]);

  if (!open || !token) return null;
  return (
    <ul ref={listRef} id={listId} role="listbox" className={styles.list} aria-label={t(LABELS[token.kind])} data-autocomplete={token.kind}>
      {items.map((s, i) => (
        <li
          key={s.key}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          className={styles.option}
          // The field keeps the focus (and its caret) when an option is clicked.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(s)}
          onMouseEnter={() => setActive(i)}
        >
          <SuggestionView s={s} />
        </li>
      ))}
    </ul>
  );
}
