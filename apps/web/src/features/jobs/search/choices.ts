import type { searchConditionChoicesResponseSchema } from '@kiseki/contract/jobs';
import type { TechTagGroup } from '@kiseki/contract/master/tech-tags';
import type { Reply } from '../../../shared/api/reply';
import { TECH_TAG_GROUPS } from '../../../shared/ui/jobs/labels';
import type { ListParam } from './search-state';

export type SearchConditionChoicesReply = Reply<typeof searchConditionChoicesResponseSchema>;
export type ChoiceTag = SearchConditionChoicesReply['tags'][number];

/** The search condition choices with the lookups spec section 3 derives from them. */
export interface SearchConditionChoices extends SearchConditionChoicesReply {
  tagIds: readonly number[];
  tagsById: ReadonlyMap<number, ChoiceTag>;
  tagsByName: ReadonlyMap<string, ChoiceTag>;
  positionNameKeys: readonly string[];
  positionNamesByKey: ReadonlyMap<string, string>;
  /** The tags of each filter group, in the server's order. */
  tagsByGroup: Readonly<Record<TechTagGroup, readonly ChoiceTag[]>>;
  preferredConditionsById: ReadonlyMap<number, string>;
}

/** The search parameter of each tag group. */
export const TAG_GROUP_PARAMS: Readonly<Record<TechTagGroup, ListParam>> = {
  language: 'prog_lang_ids',
  framework: 'framework_ids',
  database: 'db_ids',
  infrastructure: 'infra_ids',
};

export function deriveChoices(reply: SearchConditionChoicesReply): SearchConditionChoices {
  const tagsByGroup = Object.fromEntries(
    TECH_TAG_GROUPS.map((group) => [group, reply.tags.filter((tag) => tag.group === group)]),
  ) as Record<TechTagGroup, ChoiceTag[]>;
  return {
    ...reply,
    tagIds: reply.tags.map((tag) => tag.id),
    tagsById: new Map(reply.tags.map((tag) => [tag.id, tag])),
    tagsByName: new Map(reply.tags.map((tag) => [tag.name, tag])),
    positionNameKeys: reply.positionNames.map((position) => position.key),
    positionNamesByKey: new Map(
      reply.positionNames.map((position) => [position.key, position.name]),
    ),
    tagsByGroup,
    preferredConditionsById: new Map(
      reply.preferredConditions.map((condition) => [condition.id, condition.label]),
    ),
  };
}
