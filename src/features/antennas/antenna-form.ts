/** Antenna editor logic: keyword lines, user lines, the form and the create/update params. */

export type AntennaSource = 'home' | 'all' | 'users' | 'list';
export const ANTENNA_SOURCES: readonly AntennaSource[] = ['home', 'all', 'users', 'list'];

export interface Antenna {
  id: string;
  name: string;
  src?: string;
  userListId?: string | null;
  keywords?: unknown;
  excludeKeywords?: unknown;
  users?: unknown;
  caseSensitive?: boolean;
  withReplies?: boolean;
  withFile?: boolean;
  notify?: boolean;
  [key: string]: unknown;
}

export interface AntennaForm {
  name: string;
  src: AntennaSource;
  userListId: string | null;
  keywords: string;
  excludeKeywords: string;
  users: string;
  caseSensitive: boolean;
  withReplies: boolean;
  withFile: boolean;
  notify: boolean;
}

/**
 * Keyword text → the server's keyword groups: each line is one OR alternative, the words on a
 * line (split by spaces, full-width spaces included) must all match (AND). Blank lines are dropped.
 */
export function parseKeywordLines(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(/[\s\u3000]+/).filter((w) => w !== ''))
    .filter((words) => words.length > 0);
}

/** Keyword groups → editable text (one group per line). Anything not a list of strings is skipped. */
export function keywordLinesText(groups: unknown): string {
  if (!Array.isArray(groups)) return '';
  return groups
    .filter((g): g is unknown[] => Array.isArray(g))
    .map((g) => g.filter((w): w is string => typeof w === 'string').join(' '))
    .filter((line) => line !== '')
    .join('\n');
}

/** One user (acct) per line; blank lines dropped, surrounding spaces trimmed. */
export function parseUserLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

export const emptyAntennaForm = (): AntennaForm => ({
  name: '',
  src: 'all',
  userListId: null,
  keywords: '',
  excludeKeywords: '',
  users: '',
  caseSensitive: false,
  withReplies: false,
  withFile: false,
  notify: false,
});

export function antennaToForm(a: Antenna): AntennaForm {
  const src = ANTENNA_SOURCES.includes(a.src as AntennaSource) ? (a.src as AntennaSource) : 'all';
  return {
    name: a.name,
    src,
    userListId: typeof a.userListId === 'string' ? a.userListId : null,
    keywords: keywordLinesText(a.keywords),
    excludeKeywords: keywordLinesText(a.excludeKeywords),
    users: Array.isArray(a.users) ? a.users.filter((u): u is string => typeof u === 'string').join('\n') : '',
    caseSensitive: a.caseSensitive === true,
    withReplies: a.withReplies === true,
    withFile: a.withFile === true,
    notify: a.notify === true,
  };
}

/** What the form can save: a name, a list for the list source, someone for the users source. */
export function antennaFormProblem(form: AntennaForm): 'name' | 'list' | 'users' | null {
  if (form.name.trim() === '') return 'name';
  if (form.src === 'list' && !form.userListId) return 'list';
  if (form.src === 'users' && parseUserLines(form.users).length === 0) return 'users';
  return null;
}

/** antennas/create or antennas/update params; the original antenna goes first so unknown fields survive. */
export function antennaParams(form: AntennaForm, original?: Antenna): Record<string, unknown> {
  return {
    ...(original ?? {}),
    ...(original ? { antennaId: original.id } : {}),
    name: form.name.trim(),
    src: form.src,
    userListId: form.src === 'list' ? form.userListId : null,
    keywords: parseKeywordLines(form.keywords),
    excludeKeywords: parseKeywordLines(form.excludeKeywords),
    users: form.src === 'users' ? parseUserLines(form.users) : [],
    caseSensitive: form.caseSensitive,
    withReplies: form.withReplies,
    withFile: form.withFile,
    notify: form.notify,
  };
}
