import { FORBIDDEN_CHARACTER_MESSAGE, isAllowedText } from './text-rules';
import { z } from './zod';

export * from './text-rules';

/**
 * Text fields (decision 008). Every string a request carries is single-line unless its schema
 * says otherwise: the server refuses line breaks and control characters in any other field,
 * whatever its schema. These helpers put the same rule into the schema itself, so a form shows
 * the message next to the field before anything is sent.
 */

/** Marks the schemas of multi-line fields; the server's input hook looks here. */
export const multilineTextRegistry = z.registry<{ multiline: true }>();

/** One line of text (names, titles, search words): tab allowed, no line break, no control. */
export const singleLineText = (params?: string | z.core.$ZodStringParams) =>
  z.string(params).refine((v) => isAllowedText(v), { message: FORBIDDEN_CHARACTER_MESSAGE });

/**
 * Free text over several lines (a textarea): also LF and CRLF. Chained checks (`.max()`,
 * `.trim()`) keep the mark; wrappers (`.optional()`, `.nullable()`) wrap a marked schema.
 */
export const multilineText = (params?: string | z.core.$ZodStringParams) =>
  z
    .string(params)
    .refine((v) => isAllowedText(v, true), { message: FORBIDDEN_CHARACTER_MESSAGE })
    .register(multilineTextRegistry, { multiline: true });

type Segment = string | number;
interface Def {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  element?: z.core.$ZodType;
  items?: readonly z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
  valueType?: z.core.$ZodType;
}

/** Wrappers whose input is their inner schema's input. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);

/**
 * Whether the value at `path` (keys and indices, as in the request) is declared multi-line
 * by `schema`. Follows objects, arrays, tuples, records, wrappers, pipes (their input side),
 * lazy schemas, unions and intersections (multi-line when any branch says so); anything
 * else, or a schema that is not zod, is single-line.
 */
export function isMultilineAt(schema: unknown, path: readonly Segment[]): boolean {
  let budget = 256; // guards against lazy schemas that refer to themselves without nesting
  const at = (s: z.core.$ZodType | undefined | null, i: number): boolean => {
    if (!s || typeof s !== 'object' || !('_zod' in s) || --budget < 0) return false;
    const def = s._zod.def as unknown as Def;
    if (i === path.length && multilineTextRegistry.get(s)?.multiline === true) return true;
    if (WRAPPERS.has(def.type)) return at(def.innerType, i);
    switch (def.type) {
      case 'pipe':
        return at(def.in, i);
      case 'lazy':
        return at(def.getter?.(), i);
      case 'union':
        return (def.options ?? []).some((option) => at(option, i));
      case 'intersection':
        return at(def.left, i) || at(def.right, i);
    }
    if (i === path.length) return false;
    const segment = path[i]!;
    switch (def.type) {
      case 'object': {
        const shape = def.shape ?? {};
        const key = String(segment);
        return Object.hasOwn(shape, key) ? at(shape[key], i + 1) : at(def.catchall, i + 1);
      }
      case 'array':
        return typeof segment === 'number' && at(def.element, i + 1);
      case 'tuple':
        return typeof segment === 'number' && at(def.items?.[segment] ?? def.rest, i + 1);
      case 'record':
        return at(def.valueType, i + 1);
      default:
        return false;
    }
  };
  return at(schema as z.core.$ZodType, 0);
}
