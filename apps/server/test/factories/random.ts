/**
 * Seeded randomness for factories and the demo world. Math.random() would make every run
 * different; a fixed seed makes data, screenshots and failures reproducible.
 *
 * mulberry32: 32-bit state, fast, good enough spread for test data (not for secrets).
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /**
   * An independent stream named by `label`. Each part of a world draws from its own fork, so
   * a change in how jobs are generated does not reshuffle the companies.
   */
  fork(label: string): Rng;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)]!;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      if (!(total > 0)) throw new Error('weighted pick needs a positive total weight');
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries.at(-1)![0];
    },
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
    fork: (label) => createRng(hashString(`${seed}:${label}`)),
  };
}

/**
 * A seed read from a text: the same name always gives the same stream, wherever it is built.
 * Facts that several factories must agree on (what a company makes) are drawn from it.
 */
export function seedFromText(text: string): number {
  return hashString(text);
}

/** FNV-1a: turns a label into a 32-bit seed. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
