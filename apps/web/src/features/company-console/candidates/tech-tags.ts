import type { TechTag, TechTagGroup } from '@kiseki/contract/master/tech-tags';
import { queryOptions } from '@tanstack/react-query';
import { TECH_TAG_GROUPS } from '../../../shared/ui/jobs/labels';

export type TagsByGroup = Readonly<Record<TechTagGroup, readonly TechTag[]>>;

/**
 * The technology tags of the tag filter. The list is the contract's master (the ids the
 * server checks `tag_ids[]` against); the master module builds zod schemas at load, so it is
 * fetched as its own chunk when the filter first shows, not with the screen (decision 006).
 * No endpoint serves it to recruiters: the job search's choices are for engineers.
 */
export const techTagsQuery = queryOptions({
  queryKey: ['master', 'tech_tags'] as const,
  queryFn: async (): Promise<TagsByGroup> => {
    const { TECH_TAGS } = await import('@kiseki/contract/master/tech-tags');
    const groups = Object.fromEntries(TECH_TAG_GROUPS.map((group) => [group, [] as TechTag[]]));
    for (const tag of TECH_TAGS) groups[tag.group]?.push(tag);
    return groups as unknown as TagsByGroup;
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  meta: { handlesErrors: true },
});

/** A tag's name by id, for the chosen tags the screen names. */
export const tagName = (tags: TagsByGroup | undefined, id: number): string | undefined =>
  tags
    ? TECH_TAG_GROUPS.flatMap((group) => tags[group]).find((tag) => tag.id === id)?.name
    : undefined;
