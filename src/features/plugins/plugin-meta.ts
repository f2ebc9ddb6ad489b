import { Interpreter } from '@syuilo/aiscript';
import { parseScript } from '@/features/aiscript';
import { API_PERMISSIONS } from './permissions';

export interface PluginConfigItem {
  type: 'string' | 'number' | 'boolean';
  label: string;
  description?: string;
  default: string | number | boolean | null;
}

export interface PluginMeta {
  name: string;
  version: string;
  author: string | null;
  description: string | null;
  permissions: string[];
  config: Record<string, PluginConfigItem>;
}

export type MetaResult = { ok: true; meta: PluginMeta } | { ok: false; error: 'syntax' | 'noMeta' | 'noName' | 'noVersion' | 'badPermission'; detail?: string };

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Reads a plugin's `### { … }` header: name and version required, permissions from the known list only. */
export function readPluginMeta(src: string): MetaResult {
  const parsed = parseScript(src);
  if (!parsed.ok) return { ok: false, error: 'syntax', detail: parsed.message };
  const raw = Interpreter.collectMetadata(parsed.ast)?.get(null) as Record<string, unknown> | undefined;
  if (!raw || typeof raw !== 'object') return { ok: false, error: 'noMeta' };
  const name = str(raw.name);
  if (!name) return { ok: false, error: 'noName' };
  const version = str(raw.version) ?? (typeof raw.version === 'number' ? String(raw.version) : null);
  if (!version) return { ok: false, error: 'noVersion' };
  const permissions = Array.isArray(raw.permissions) ? raw.permissions.filter((p): p is string => typeof p === 'string') : [];
  const unknown = permissions.find((p) => !(API_PERMISSIONS as readonly string[]).includes(p));
  if (unknown) return { ok: false, error: 'badPermission', detail: unknown };
  const config: Record<string, PluginConfigItem> = {};
  if (raw.config && typeof raw.config === 'object') {
    for (const [key, item] of Object.entries(raw.config as Record<string, unknown>)) {
      if (!item || typeof item !== 'object') continue;
      const it = item as Record<string, unknown>;
      const type = it.type === 'number' || it.type === 'boolean' ? it.type : 'string';
      const def = it.default;
      config[key] = {
        type,
        label: str(it.label) ?? key,
        ...(str(it.description) ? { description: str(it.description)! } : {}),
        default: typeof def === 'string' || typeof def === 'number' || typeof def === 'boolean' ? def : null,
      };
    }
  }
  return { ok: true, meta: { name, version, author: str(raw.author), description: str(raw.description), permissions: [...new Set(permissions)], config } };
}
