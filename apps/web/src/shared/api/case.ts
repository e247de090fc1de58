/**
 * Key conversion between the wire (snake_case) and the client (camelCase). Only keys that look
 * like field names are converted: ids used as map keys ("1000", UUIDs, "a-b") stay as they are.
 */

const SNAKE_FIELD = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const CAMEL_FIELD = /^[a-z][a-z0-9]*[A-Z][a-zA-Z0-9]*$/;

export function snakeToCamel(key: string): string {
  if (!SNAKE_FIELD.test(key)) return key;
  return key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function camelToSnake(key: string): string {
  if (!CAMEL_FIELD.test(key)) return key;
  return key
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<SnakeToCamel<Tail>>}`
  : S;

/** Type of a wire value after `camelizeKeys`. */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: Camelized<T[K]> }
    : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * `keepKeysOf` names properties whose value is a map keyed by data (for example names chosen by
 * the server); those keys are kept, while the values inside are still converted.
 */
function convertKeys(
  value: unknown,
  convert: (key: string) => string,
  keepKeysOf: ReadonlySet<string>,
  keepOwnKeys = false,
): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => convertKeys(item, convert, keepKeysOf));
  }
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const newKey = keepOwnKeys ? key : convert(key);
    const keepChildKeys = keepKeysOf.has(key) || keepKeysOf.has(newKey);
    result[newKey] = convertKeys(item, convert, keepKeysOf, keepChildKeys);
  }
  return result;
}

const NONE: ReadonlySet<string> = new Set();

export const camelizeKeys = (value: unknown, keepKeysOf: readonly string[] = []): unknown =>
  convertKeys(value, snakeToCamel, keepKeysOf.length ? new Set(keepKeysOf) : NONE);

export const snakifyKeys = (value: unknown, keepKeysOf: readonly string[] = []): unknown =>
  convertKeys(value, camelToSnake, keepKeysOf.length ? new Set(keepKeysOf) : NONE);
