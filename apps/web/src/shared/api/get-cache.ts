export interface CachedResponse {
  status: number;
  data: unknown;
}

/**
 * Short-lived cache of GET responses (spec section 7): a 200 answer is reused for `ttlMs`, and
 * identical GETs in flight at the same time share one request. Only 200s are kept, so errors
 * and empty answers are always asked again.
 */
export class GetCache {
  private readonly fresh = new Map<string, { expiresAt: number; response: CachedResponse }>();
  private readonly inFlight = new Map<string, Promise<CachedResponse>>();
  /** Bumped by clear(), so a read that started before a write is not cached after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  fetch(key: string, load: () => Promise<CachedResponse>): Promise<CachedResponse> {
    const hit = this.fresh.get(key);
    if (hit) {
      if (hit.expiresAt > this.now()) return Promise.resolve(hit.response);
      this.fresh.delete(key);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;

    const startedIn = this.generation;
    const request = load()
      .then((response) => {
        if (response.status === 200 && startedIn === this.generation) {
          this.fresh.set(key, { expiresAt: this.now() + this.ttlMs, response });
        }
        return response;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  /** After a write the cached reads may be out of date; drop them. */
  clear(): void {
    this.generation += 1;
    this.fresh.clear();
  }
}
