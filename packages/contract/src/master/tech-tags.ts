import { z } from '../zod';

/**
 * Technology tags offered as job search filters, grouped as the search parameters are
 * (prog_lang_ids[], framework_ids[], db_ids[], infra_ids[]).
 *
 * Ids are stable and append-only: job descriptions and saved searches store them. A new
 * tag takes the next unused id whatever its group.
 */
export const TECH_TAG_GROUPS = ['language', 'framework', 'database', 'infrastructure'] as const;
export type TechTagGroup = (typeof TECH_TAG_GROUPS)[number];
export const techTagGroupSchema = z.enum(TECH_TAG_GROUPS);

export const TECH_TAG_GROUP_LABELS: Record<TechTagGroup, string> = {
  language: '言語',
  framework: 'フレームワーク',
  database: 'データベース',
  infrastructure: 'インフラ・CI',
};

/** Wire name of each group's filter parameter in job search. */
export const TECH_TAG_GROUP_SEARCH_PARAMS: Record<TechTagGroup, string> = {
  language: 'prog_lang_ids',
  framework: 'framework_ids',
  database: 'db_ids',
  infrastructure: 'infra_ids',
};

export interface TechTag {
  id: number;
  name: string;
  group: TechTagGroup;
}

export const TECH_TAGS = [
  { id: 1, name: 'TypeScript', group: 'language' },
  { id: 2, name: 'JavaScript', group: 'language' },
  { id: 3, name: 'Python', group: 'language' },
  { id: 4, name: 'Go', group: 'language' },
  { id: 5, name: 'Ruby', group: 'language' },
  { id: 6, name: 'PHP', group: 'language' },
  { id: 7, name: 'Java', group: 'language' },
  { id: 8, name: 'Kotlin', group: 'language' },
  { id: 9, name: 'Node.js', group: 'language' },
  { id: 10, name: 'Swift', group: 'language' },
  { id: 11, name: 'Scala', group: 'language' },
  { id: 12, name: 'C#', group: 'language' },
  { id: 13, name: 'Rust', group: 'language' },
  { id: 14, name: 'C++', group: 'language' },
  { id: 15, name: 'Dart', group: 'language' },
  { id: 16, name: 'Objective-C', group: 'language' },
  { id: 17, name: 'Vue.js', group: 'framework' },
  { id: 18, name: 'React', group: 'framework' },
  { id: 19, name: 'Next.js', group: 'framework' },
  { id: 20, name: 'Nuxt.js', group: 'framework' },
  { id: 21, name: 'Angular', group: 'framework' },
  { id: 22, name: 'Redux', group: 'framework' },
  { id: 23, name: 'Ruby on Rails', group: 'framework' },
  { id: 24, name: 'Laravel', group: 'framework' },
  { id: 25, name: 'Spring Boot', group: 'framework' },
  { id: 26, name: 'Django', group: 'framework' },
  { id: 27, name: 'Express', group: 'framework' },
  { id: 28, name: 'Flutter', group: 'framework' },
  { id: 29, name: 'React Native', group: 'framework' },
  { id: 30, name: 'MySQL', group: 'database' },
  { id: 31, name: 'PostgreSQL', group: 'database' },
  { id: 32, name: 'SQL Server', group: 'database' },
  { id: 33, name: 'Oracle', group: 'database' },
  { id: 34, name: 'Aurora', group: 'database' },
  { id: 35, name: 'Redis', group: 'database' },
  { id: 36, name: 'DynamoDB', group: 'database' },
  { id: 37, name: 'MongoDB', group: 'database' },
  { id: 38, name: 'Elasticsearch', group: 'database' },
  { id: 39, name: 'BigQuery', group: 'database' },
  { id: 40, name: 'AWS', group: 'infrastructure' },
  { id: 41, name: 'GCP', group: 'infrastructure' },
  { id: 42, name: 'Azure', group: 'infrastructure' },
  { id: 43, name: 'Docker', group: 'infrastructure' },
  { id: 44, name: 'Terraform', group: 'infrastructure' },
  { id: 45, name: 'Kubernetes', group: 'infrastructure' },
  { id: 46, name: 'Firebase', group: 'infrastructure' },
  { id: 47, name: 'CircleCI', group: 'infrastructure' },
  { id: 48, name: 'Jenkins', group: 'infrastructure' },
  { id: 49, name: 'GitHub Actions', group: 'infrastructure' },
] as const satisfies readonly TechTag[];

export type TechTagName = (typeof TECH_TAGS)[number]['name'];
export const TECH_TAG_IDS = TECH_TAGS.map((t) => t.id);

export const techTagsById: ReadonlyMap<number, TechTag> = new Map(TECH_TAGS.map((t) => [t.id, t]));
export const techTagsByName: ReadonlyMap<string, TechTag> = new Map(
  TECH_TAGS.map((t) => [t.name, t]),
);

export const techTagIdSchema = z
  .number()
  .int()
  .refine((id) => techTagsById.has(id), { message: '存在しない技術タグです' });

/** Lookup for code that names a tag in source; the name type catches typos at compile time. */
export function techTagByName(name: TechTagName): TechTag {
  const tag = techTagsByName.get(name);
  if (!tag) throw new Error(`unknown tech tag: ${name}`);
  return tag;
}

export const techTagsInGroup = (group: TechTagGroup): TechTag[] =>
  TECH_TAGS.filter((t) => t.group === group);
