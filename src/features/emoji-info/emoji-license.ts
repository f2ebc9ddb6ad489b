/** The labelled parts a server's emoji license text carries (spec section 3, Emoji). */
export interface EmojiLicenseParts {
  copyPermission: 'allow' | 'conditional' | 'deny' | 'none' | null;
  license: string | null;
  usageInfo: string | null;
  author: string | null;
  description: string | null;
  copiedFrom: string | null;
  /** Text outside any label (a plain license string). */
  rest: string | null;
}

const LABELS: Record<string, keyof Omit<EmojiLicenseParts, 'rest'>> = {
  'copy permission': 'copyPermission',
  license: 'license',
  'usage info': 'usageInfo',
  author: 'author',
  description: 'description',
  'copied from': 'copiedFrom',
};

const LABEL_RE = /(?:^|,\s*)(copy permission|license|usage info|author|description|copied from)\s*:\s*/gi;
const PERMISSIONS = ['allow', 'conditional', 'deny', 'none'] as const;

/**
 * Splits "Copy permission: allow, License: CC BY 4.0, Usage info: …, Author: …, Description: …,
 * Copied from: https://…" into its parts. Unlabelled text (or a license without labels) goes to `rest`.
 */
export function parseEmojiLicense(text: string | null | undefined): EmojiLicenseParts {
  const out: EmojiLicenseParts = { copyPermission: null, license: null, usageInfo: null, author: null, description: null, copiedFrom: null, rest: null };
  if (typeof text !== 'string' || text.trim() === '') return out;
  const marks = [...text.matchAll(LABEL_RE)];
  const lead = (marks[0]?.index ?? text.length) > 0 ? text.slice(0, marks[0]?.index ?? text.length).trim() : '';
  if (lead) out.rest = lead;
  marks.forEach((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = marks[i + 1]?.index ?? text.length;
    const value = text.slice(start, end).trim();
    const key = LABELS[m[1]!.toLowerCase()]!;
    if (key === 'copyPermission') {
      const p = value.toLowerCase();
      out.copyPermission = (PERMISSIONS as readonly string[]).includes(p) ? (p as EmojiLicenseParts['copyPermission']) : null;
    } else if (value) {
      out[key] = value;
    }
  });
  return out;
}

/** `blobcat`, `:blobcat:` or `wave@remote.example` → name and host (null = this server; `.` too). */
export function parseEmojiParam(param: string): { name: string; host: string | null } {
  const s = decodeURIComponent(param).replace(/^:|:$/g, '');
  const at = s.indexOf('@');
  if (at < 0) return { name: s, host: null };
  const host = s.slice(at + 1);
  return { name: s.slice(0, at), host: host === '' || host === '.' ? null : host };
}
