/**
 * Structural comparison of a mock response against a recorded fixture: every fixture field must
 * exist in the mock with the same JSON type, recursively. Extra mock fields are fine.
 */

type Base = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any';

export interface Shape {
  /** null = only nulls were recorded (anything goes). */
  base: Base | null;
  nullable: boolean;
  /** For objects: per key, its shape and in how many samples it appeared (optional: sent only when non-empty). */
  fields?: Map<string, { shape: Shape; count: number; optional?: boolean }>;
  samples?: number;
  /** For arrays: the merged element shape (null when every recorded array was empty). */
  element?: Shape | null;
  /** Object used as a dictionary (e.g. reactions): no required keys. */
  isMap?: boolean;
  /** Holds blocks of several kinds: fields inside are optional. */
  loose?: boolean;
}

export interface ShapeOptions {
  /** Keys whose value is a dictionary keyed by data (reactions, emojis...). */
  mapKeys?: ReadonlySet<string>;
  /** Keys the real API declares nullable, though the fixtures happen to hold a value. */
  nullableKeys?: ReadonlySet<string>;
  /** Keys the real server sends only when they have a value (e.g. a note's `reply`, `poll`, `mentions`). */
  optionalKeys?: ReadonlySet<string>;
  /** Keys holding blocks of several kinds (page content): inside them every field is optional, types still count. */
  looseKeys?: ReadonlySet<string>;
}

function baseOf(v: unknown): Base {
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'object' ? t : 'any';
}

export function shapeOf(values: unknown[], opts: ShapeOptions = {}, key = ''): Shape {
  const nonNull = values.filter((v) => v !== null && v !== undefined);
  const nullable = nonNull.length < values.length || (opts.nullableKeys?.has(key) ?? false);
  if (nonNull.length === 0) return { base: null, nullable: true };
  const bases = new Set(nonNull.map(baseOf));
  if (bases.size > 1) return { base: 'any', nullable };
  const base = [...bases][0] as Base;
  const loose = opts.looseKeys?.has(key) ?? false;
  if (base === 'array') {
    const items = (nonNull as unknown[][]).flat();
    return { base, nullable, element: items.length > 0 ? shapeOf(items, opts) : null, ...(loose ? { loose } : {}) };
  }
  if (base !== 'object') return { base, nullable };
  const objects = nonNull as Array<Record<string, unknown>>;
  const isMap = opts.mapKeys?.has(key) ?? false;
  const keys = new Set(objects.flatMap((o) => Object.keys(o)));
  const fields = new Map<string, { shape: Shape; count: number }>();
  if (isMap) {
    const vals = objects.flatMap((o) => Object.values(o));
    return { base, nullable, isMap, samples: objects.length, fields, element: vals.length > 0 ? shapeOf(vals, opts) : null };
  }
  for (const k of keys) {
    const present = objects.filter((o) => k in o);
    fields.set(k, { shape: shapeOf(present.map((o) => o[k]), opts, k), count: present.length, ...(opts.optionalKeys?.has(k) ? { optional: true } : {}) });
  }
  return { base, nullable, fields, samples: objects.length, ...(loose ? { loose } : {}) };
}

/** Appends a message to `errors` for each mismatch. `loose` makes every object field optional. */
export function compareShape(shape: Shape, value: unknown, path: string, errors: string[], looseAbove = false): void {
  if (shape.base === null || shape.base === 'any') return;
  const loose = looseAbove || shape.loose === true;
  if (value === null || value === undefined) {
    if (!shape.nullable) errors.push(`${path}: expected ${shape.base}, got ${value === null ? 'null' : 'undefined'}`);
    return;
  }
  const actual = baseOf(value);
  if (actual !== shape.base) {
    errors.push(`${path}: expected ${shape.base}, got ${actual}`);
    return;
  }
  if (shape.base === 'array' && shape.element) {
    (value as unknown[]).forEach((item, i) => compareShape(shape.element as Shape, item, `${path}[${i}]`, errors, loose));
  }
  if (shape.base === 'object') {
    const obj = value as Record<string, unknown>;
    if (shape.isMap) {
      if (shape.element) for (const [k, v] of Object.entries(obj)) compareShape(shape.element, v, `${path}.${k}`, errors, loose);
      return;
    }
    for (const [k, field] of shape.fields ?? []) {
      if (!(k in obj)) {
        if (!loose && !field.optional && field.count === shape.samples) errors.push(`${path}.${k}: missing`);
        continue;
      }
      compareShape(field.shape, obj[k], `${path}.${k}`, errors, loose);
    }
  }
}

export interface MatchOptions extends ShapeOptions {
  /** For arrays of tagged objects (notifications): compare each element with fixture elements of the same tag. */
  discriminator?: string;
}

/** All mismatches between a fixture and a mock response (empty = same shape). */
export function shapeMismatches(fixture: unknown, actual: unknown, opts: MatchOptions = {}): string[] {
  const errors: string[] = [];
  if (!Array.isArray(fixture) || !opts.discriminator) {
    compareShape(shapeOf([fixture], opts), actual, '$', errors);
    if (Array.isArray(fixture) && Array.isArray(actual)) coverage(fixture, actual, errors, opts.optionalKeys);
    return errors;
  }
  if (!Array.isArray(actual)) return [`$: expected array, got ${baseOf(actual)}`];
  const d = opts.discriminator;
  const tagOf = (o: unknown) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[d] : undefined);
  const everything = shapeOf(fixture, opts);
  actual.forEach((item, i) => {
    const same = fixture.filter((f) => tagOf(f) === tagOf(item));
    if (same.length > 0) compareShape(shapeOf(same, opts), item, `$[${i}]`, errors);
    else compareShape(everything.element ?? { base: null, nullable: true }, item, `$[${i}]`, errors, true);
  });
  coverage(fixture, actual, errors, opts.optionalKeys);
  return errors;
}

/** Every key recorded on some fixture element appears on some mock element. */
function coverage(fixture: unknown[], actual: unknown[], errors: string[], optional: ReadonlySet<string> = new Set()): void {
  if (actual.length === 0) {
    if (fixture.length > 0) errors.push('$: mock returned an empty array');
    return;
  }
  const keysOf = (list: unknown[]) => new Set(list.flatMap((o) => (o && typeof o === 'object' && !Array.isArray(o) ? Object.keys(o) : [])));
  const have = keysOf(actual);
  for (const k of keysOf(fixture)) if (!have.has(k) && !optional.has(k)) errors.push(`$[*].${k}: no mock element has it`);
}
