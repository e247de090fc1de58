/** Factories' clock: a fixed instant, so built rows do not depend on when tests run. */
export const FACTORY_NOW = new Date('2026-11-22T00:00:00.000Z');

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole seconds: the wire carries epoch seconds, so rows never hold sub-second noise. */
export const wholeSeconds = (ms: number): Date => new Date(Math.floor(ms / 1000) * 1000);
