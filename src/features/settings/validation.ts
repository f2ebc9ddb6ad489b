/** Validation of settings forms (spec section 5 style): word mutes, profile fields, webhooks, hosts. */
import { isHttpUrl } from '@/core/entities/http-url';
import type { MutedWord } from '@/core/settings';

export interface LineError {
  /** 1-based line number. */
  line: number;
  message: string;
}

const REGEX_LINE = /^\/(.+)\/([a-z]*)$/;

/**
 * Parses the word-mute text: one entry per line; `/…/flags` is a regular expression (checked
 * here), anything else is a list of words separated by spaces that must all appear.
 */
export function parseMutedWords(text: string): { entries: MutedWord[]; errors: LineError[] } {
  const entries: MutedWord[] = [];
  const errors: LineError[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const m = REGEX_LINE.exec(line);
    if (m) {
      try {
        new RegExp(m[1]!, m[2]!);
        entries.push(line);
      } catch (error) {
        errors.push({ line: i + 1, message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    entries.push(line.split(/\s+/));
  });
  return { entries, errors };
}

export function formatMutedWords(entries: readonly MutedWord[]): string {
  return entries.map((e) => (typeof e === 'string' ? e : e.join(' '))).join('\n');
}

export interface ProfileField {
  name: string;
  value: string;
}

export type FieldsProblem = { kind: 'tooMany'; max: number } | { kind: 'incomplete'; index: number };

/** Profile fields: at most `max` (the server's limit), and a row needs both parts or neither. */
export function validateProfileFields(fields: readonly ProfileField[], max: number): FieldsProblem | null {
  const used = fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== '');
  if (used.length > max) return { kind: 'tooMany', max };
  const index = fields.findIndex((f) => (f.name.trim() === '') !== (f.value.trim() === ''));
  return index >= 0 ? { kind: 'incomplete', index } : null;
}

/** The rows to send: filled rows only, trimmed. */
export function cleanProfileFields(fields: readonly ProfileField[]): ProfileField[] {
  return fields.filter((f) => f.name.trim() !== '' && f.value.trim() !== '').map((f) => ({ name: f.name.trim(), value: f.value.trim() }));
}

export const WEBHOOK_EVENTS = ['mention', 'unfollow', 'follow', 'followed', 'note', 'reply', 'renote', 'reaction'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookForm {
  name: string;
  url: string;
  secret: string;
  on: readonly string[];
  active: boolean;
}

export type WebhookProblem = 'nameRequired' | 'invalidUrl' | 'noEvents';


export function validateWebhook(form: WebhookForm): WebhookProblem[] {
  const problems: WebhookProblem[] = [];
  if (form.name.trim() === '') problems.push('nameRequired');
  if (!isHttpUrl(form.url.trim())) problems.push('invalidUrl');
  if (!form.on.some((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e))) problems.push('noEvents');
  return problems;
}

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/i;

/** Instance mute: one host per line; returns the hosts (lowercased, unique) and bad lines. */
export function parseHosts(text: string): { hosts: string[]; errors: LineError[] } {
  const hosts: string[] = [];
  const errors: LineError[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim().toLowerCase();
    if (!line) return;
    if (!HOST.test(line)) errors.push({ line: i + 1, message: line });
    else if (!hosts.includes(line)) hosts.push(line);
  });
  return { hosts, errors };
}

/** `@user@host` or `user@host` → its parts, else null. */
export function parseAcct(value: string): { username: string; host: string } | null {
  const m = /^@?([A-Za-z0-9_]{1,20})@([^@\s]+)$/.exec(value.trim());
  if (!m || !HOST.test(m[2]!)) return null;
  return { username: m[1]!, host: m[2]!.toLowerCase() };
}

export { isHttpUrl };
