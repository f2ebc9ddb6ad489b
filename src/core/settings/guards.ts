/**
 * Tiny runtime type guards. Each setting declares one, so that values coming from storage,
 * another tab or the server registry are checked before use (wrongly typed → ignored).
 */

export type Guard<T> = (value: unknown) => value is T;
export type GuardType<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (v): v is string => typeof v === 'string';
export const isBoolean: Guard<boolean> = (v): v is boolean => typeof v === 'boolean';
export const isNumber: Guard<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
export const isUnknown: Guard<unknown> = (_v): _v is unknown => true;

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

export function oneOf<const T extends readonly (string | number)[]>(values: T): Guard<T[number]> {
  return (v): v is T[number] => (values as readonly unknown[]).includes(v);
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (v): v is T | null => v === null || guard(v);
}

export function either<A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> {
  return (v): v is A | B => a(v) || b(v);
}

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (v): v is T[] => Array.isArray(v) && v.every((item) => guard(item));
}

export function recordOf<T>(guard: Guard<T>): Guard<Record<string, T>> {
  return (v): v is Record<string, T> => isPlainObject(v) && Object.values(v).every((item) => guard(item));
}

type Shape = Record<string, Guard<unknown>>;
type ShapeType<S extends Shape> = { [K in keyof S]: GuardType<S[K]> };

/** A plain object with at least these fields (extra fields are allowed and kept). */
export function objectOf<S extends Shape>(shape: S): Guard<ShapeType<S>> {
  return (v): v is ShapeType<S> =>
    isPlainObject(v) && Object.entries(shape).every(([field, guard]) => guard(v[field]));
}

/** An escape hatch for shapes the combinators cannot express. */
export function custom<T>(predicate: (value: unknown) => boolean): Guard<T> {
  return (v): v is T => predicate(v);
}
