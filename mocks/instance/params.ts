/**
 * A small JSON-schema subset validator that reports the first problem the way the real server
 * (ajv) does: info { param: '#/properties/noteId/format', reason: 'must match format "misskey:id"' }.
 */
import { invalidParam } from './errors';
import { isMisskeyId } from './id';

export type ParamSpec =
  | { type: 'string'; format?: 'misskey:id'; enum?: readonly string[]; minLength?: number; maxLength?: number; pattern?: RegExp; nullable?: boolean; default?: string | null }
  | { type: 'integer' | 'number'; minimum?: number; maximum?: number; nullable?: boolean; default?: number | null }
  | { type: 'boolean'; nullable?: boolean; default?: boolean }
  | { type: 'array'; items?: ParamSpec; minItems?: number; maxItems?: number; uniqueItems?: boolean; nullable?: boolean; default?: unknown[] }
  | { type: 'object'; properties?: Record<string, ParamSpec>; required?: string[]; nullable?: boolean; default?: null }
  | { type: 'any'; nullable?: boolean };

export interface ParamSchema {
  properties: Record<string, ParamSpec>;
  required?: string[];
  /** Each alternative lists properties that must be present. */
  anyOf?: Array<{ required: string[] }>;
}

function typeOk(spec: ParamSpec, value: unknown): boolean {
  switch (spec.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'any':
      return true;
  }
}

function checkValue(spec: ParamSpec, value: unknown, path: string): void {
  if (value === null && spec.nullable) return;
  if (!typeOk(spec, value)) throw invalidParam(`${path}/type`, `must be ${spec.type === 'any' ? 'any' : spec.type}`);
  if (spec.type === 'string') {
    const s = value as string;
    if (spec.format === 'misskey:id' && !isMisskeyId(s)) throw invalidParam(`${path}/format`, 'must match format "misskey:id"');
    if (spec.enum && !spec.enum.includes(s)) throw invalidParam(`${path}/enum`, 'must be equal to one of the allowed values');
    const len = [...s].length;
    if (spec.minLength !== undefined && len < spec.minLength) throw invalidParam(`${path}/minLength`, `must NOT have fewer than ${spec.minLength} characters`);
    if (spec.maxLength !== undefined && len > spec.maxLength) throw invalidParam(`${path}/maxLength`, `must NOT have more than ${spec.maxLength} characters`);
    if (spec.pattern && !spec.pattern.test(s)) throw invalidParam(`${path}/pattern`, `must match pattern "${spec.pattern.source}"`);
  } else if (spec.type === 'integer' || spec.type === 'number') {
    const n = value as number;
    if (spec.minimum !== undefined && n < spec.minimum) throw invalidParam(`${path}/minimum`, `must be >= ${spec.minimum}`);
    if (spec.maximum !== undefined && n > spec.maximum) throw invalidParam(`${path}/maximum`, `must be <= ${spec.maximum}`);
  } else if (spec.type === 'array') {
    const arr = value as unknown[];
    if (spec.minItems !== undefined && arr.length < spec.minItems) throw invalidParam(`${path}/minItems`, `must NOT have fewer than ${spec.minItems} items`);
    if (spec.maxItems !== undefined && arr.length > spec.maxItems) throw invalidParam(`${path}/maxItems`, `must NOT have more than ${spec.maxItems} items`);
    if (spec.uniqueItems && new Set(arr.map((x) => JSON.stringify(x))).size !== arr.length) {
      throw invalidParam(`${path}/uniqueItems`, 'must NOT have duplicate items');
    }
    if (spec.items) for (const item of arr) checkValue(spec.items, item, `${path}/items`);
  } else if (spec.type === 'object' && spec.properties) {
    const obj = value as Record<string, unknown>;
    for (const key of spec.required ?? []) {
      if (obj[key] === undefined) throw invalidParam(`${path}/required`, `must have required property '${key}'`);
    }
    for (const [key, sub] of Object.entries(spec.properties)) {
      if (obj[key] !== undefined) checkValue(sub, obj[key], `${path}/properties/${key}`);
    }
  }
}

/** GET queries and multipart fields arrive as strings; the real server JSON-parses scalars. */
function castStrings(schema: ParamSchema, params: Record<string, unknown>): void {
  for (const [key, spec] of Object.entries(schema.properties)) {
    const v = params[key];
    if (typeof v !== 'string' || !['boolean', 'integer', 'number'].includes(spec.type)) continue;
    try {
      params[key] = JSON.parse(v);
    } catch {
      throw invalidParam(key, `cannot cast to ${spec.type}`);
    }
  }
}

/** Validates, fills defaults and returns a new params object. Throws ApiError INVALID_PARAM. */
export function validateParams<P>(schema: ParamSchema, input: Record<string, unknown>, stringParams = false): P {
  const params: Record<string, unknown> = { ...input };
  if (stringParams) castStrings(schema, params);
  for (const key of schema.required ?? []) {
    if (params[key] === undefined) throw invalidParam('#/required', `must have required property '${key}'`);
  }
  for (const [key, spec] of Object.entries(schema.properties)) {
    if (params[key] === undefined) {
      if ('default' in spec && spec.default !== undefined) params[key] = structuredClone(spec.default);
      continue;
    }
    checkValue(spec, params[key], `#/properties/${key}`);
  }
  if (schema.anyOf && !schema.anyOf.some((alt) => alt.required.every((k) => params[k] !== undefined && params[k] !== null))) {
    throw invalidParam('#/anyOf', 'must match a schema in anyOf');
  }
  return params as P;
}

/** The paging parameters most list endpoints accept. */
export const PAGING: Record<string, ParamSpec> = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  sinceId: { type: 'string', format: 'misskey:id' },
  untilId: { type: 'string', format: 'misskey:id' },
  sinceDate: { type: 'integer' },
  untilDate: { type: 'integer' },
};

export interface PagingParams {
  limit: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}
