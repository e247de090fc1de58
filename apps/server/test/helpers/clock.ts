/** A clock tests move by hand: services read it through the app's `now` dependency. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  advanceSeconds(seconds: number): void;
}

export function testClock(start = new Date('2026-11-22T00:00:00Z')): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    advanceSeconds: (seconds) => {
      t += seconds * 1000;
    },
  };
}

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
