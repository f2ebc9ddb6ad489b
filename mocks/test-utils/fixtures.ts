/** Access to the recorded real-server responses in tests/fixtures/misskey-13.14.2 (kept in the repository, so a clone tests alone). */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** <repo>/tests/fixtures/misskey-13.14.2 */
export const FIXTURES_DIR = resolve(here, '../../tests/fixtures/misskey-13.14.2');

export interface FixtureEntry {
  file: string;
  /** e.g. "POST /api/notes/show" (sometimes followed by a note in parentheses). */
  endpoint: string;
  request: Record<string, unknown>;
  auth: string;
  status: number;
}

export function fixtureIndex(): FixtureEntry[] {
  const index = JSON.parse(readFileSync(resolve(FIXTURES_DIR, 'index.json'), 'utf8')) as { files: FixtureEntry[] };
  return index.files;
}

/** The parsed fixture, or undefined when the file is empty (204 answers). */
export function readFixture(file: string): unknown {
  const text = readFileSync(resolve(FIXTURES_DIR, file), 'utf8').trim();
  return text === '' ? undefined : JSON.parse(text);
}

/** "POST /api/notes/show (...)" -> "notes/show" */
export function endpointName(entry: FixtureEntry): string {
  const m = /\/api\/([^\s?]+)/.exec(entry.endpoint);
  if (!m) throw new Error(`cannot read endpoint from ${entry.endpoint}`);
  return m[1] as string;
}
