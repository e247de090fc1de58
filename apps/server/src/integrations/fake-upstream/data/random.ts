/*
 * Deterministic helpers for the fake upstream's fixtures: the same account always gets the
 * same data, so tests can pin exact values and the demo looks the same on every machine.
 */

/** FNV-1a over UTF-16 code units: a stable 32-bit unsigned hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded generator in [0, 1) (mulberry32): fixtures derived from a name never drift. */
export function seededRandom(seed: number | string): () => number {
  let a = typeof seed === 'string' ? hash32(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An instant (ISO string or Date) written in Japan time with an explicit offset, the way the
 * Japanese services write theirs: "2026-11-02T10:00:00+09:00", or with ".000" before the
 * offset when `millis` is set (Zenn's form).
 */
export function jst(instant: string | Date, millis = false): string {
  const t = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(t.getTime())) throw new Error(`jst: not a date: ${String(instant)}`);
  const shifted = new Date(t.getTime() + 9 * 3_600_000).toISOString(); // ...Z, read as JST
  const base = shifted.slice(0, 19);
  return `${base}${millis ? shifted.slice(19, 23) : ''}+09:00`;
}
