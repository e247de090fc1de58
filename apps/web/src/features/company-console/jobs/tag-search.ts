/** A tech tag as the picker offers it (the master's shape, or a saved job's). */
export interface PickableTag {
  id: number;
  name: string;
  group: string;
}

/** How many matches the picker lists at once: typing more narrows it. */
export const TAG_MATCHES_SHOWN = 8;

/**
 * Names compare without case, width or spacing: ｔｙｐｅｓｃｒｉｐｔ, "github actions" and
 * GitHubActions all find GitHub Actions.
 */
export const normaliseTagName = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]/g, '');

/**
 * The tags whose name contains the query: the one it names exactly, then those starting with
 * it, then the rest, each in the master's order; without the ones already chosen. A blank query matches nothing: the master is too
 * long to be browsed as a list.
 */
export function searchTags<T extends PickableTag>(
  tags: readonly T[],
  query: string,
  chosen: ReadonlySet<number>,
  limit = TAG_MATCHES_SHOWN,
): T[] {
  const needle = normaliseTagName(query);
  if (!needle) return [];
  const exact: T[] = [];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const tag of tags) {
    if (chosen.has(tag.id)) continue;
    const name = normaliseTagName(tag.name);
    if (name === needle) exact.push(tag);
    else if (name.startsWith(needle)) starts.push(tag);
    else if (name.includes(needle)) contains.push(tag);
  }
  return [...exact, ...starts, ...contains].slice(0, limit);
}
