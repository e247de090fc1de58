import type { z } from 'zod';
import type { Camelized } from './case';

/**
 * What `apiFetch` resolves to for a response the contract describes with schema `S`:
 * the wire type, camelCased. Types only; nothing of zod reaches the bundle through this.
 */
export type Reply<S extends z.ZodType> = Camelized<z.output<S>>;
