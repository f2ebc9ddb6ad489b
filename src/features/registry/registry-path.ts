/**
 * Registry routes carry a scope and a key in one wildcard path: /registry/keys/system/client/base
 * and /registry/value/system/client/base/themes. The "system" domain is the only one this client
 * uses (app-scoped registries are per token).
 */
export function splitPath(path: string | undefined): string[] {
  return (path ?? '').split('/').filter((p) => p !== '').map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
}

/** The value route's path: the scope, then the key as the last segment. */
export function splitValuePath(path: string | undefined): { scope: string[]; key: string } | null {
  const parts = splitPath(path);
  if (parts.length < 2) return null;
  return { scope: parts.slice(0, -1), key: parts[parts.length - 1]! };
}

export const joinPath = (parts: readonly string[]) => parts.map((p) => encodeURIComponent(p)).join('/');

export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: string };

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
