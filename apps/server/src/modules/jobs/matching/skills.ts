import {
  SKILL_LEVEL_MAX,
  TECH_TAGS,
  type TechTag,
  type TechTagName,
  techTagsById,
} from '@kiseki/contract';

/*
 * From what a person wrote and what their repositories hold to the job board's tech tags.
 * Skill tags are free text (「golang」「k8s」「Vue」), repository languages are GitHub's
 * names (「HCL」「Dockerfile」); jobs carry tag ids. Everything goes through one
 * normalisation so that 「Node.js」「nodejs」「ＮＯＤＥ」 are the same skill.
 */

/** Width, case, spaces, dots, hyphens and underscores do not make two skills different. */
export const normaliseSkillName = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

/**
 * Other spellings people and GitHub use for a tag. Kept to names that mean exactly one tag:
 * 「spring」 is Spring Boot here because the board has no other Spring; 「es」 is not listed
 * because it is as often ECMAScript as Elasticsearch.
 */
const ALIASES: Readonly<Record<string, TechTagName>> = {
  golang: 'Go',
  ts: 'TypeScript',
  js: 'JavaScript',
  node: 'Node.js',
  rails: 'Ruby on Rails',
  ror: 'Ruby on Rails',
  vue: 'Vue.js',
  vue3: 'Vue.js',
  nuxt: 'Nuxt.js',
  next: 'Next.js',
  reactjs: 'React',
  spring: 'Spring Boot',
  expressjs: 'Express',
  postgres: 'PostgreSQL',
  mssql: 'SQL Server',
  amazonaurora: 'Aurora',
  mongo: 'MongoDB',
  k8s: 'Kubernetes',
  googlecloud: 'GCP',
  googlecloudplatform: 'GCP',
  amazonwebservices: 'AWS',
  microsoftazure: 'Azure',
  csharp: 'C#',
  cpp: 'C++',
  cplusplus: 'C++',
  objc: 'Objective-C',
  // GitHub's language names for files that are really infrastructure.
  hcl: 'Terraform',
  dockerfile: 'Docker',
};

const tagsByNormalisedName = new Map<string, TechTag>();
for (const tag of TECH_TAGS) tagsByNormalisedName.set(normaliseSkillName(tag.name), tag);
for (const [alias, name] of Object.entries(ALIASES)) {
  const tag = TECH_TAGS.find((t) => t.name === name);
  if (tag) tagsByNormalisedName.set(alias, tag);
}

/** The board's tag for a skill or language name, or undefined when the board has none. */
export function techTagOf(name: string): TechTag | undefined {
  return tagsByNormalisedName.get(normaliseSkillName(name));
}

/** How a person's ability in one tag is known. */
export interface ResolvedSkill {
  tag: TechTag;
  /** 1–5, as the skill tag levels (SKILL_LEVEL_LABELS). */
  level: number;
  /** The person listed it as a skill tag (their own word). */
  fromSkillTag: boolean;
  /** Their repositories are written in it (evidence, not a self-assessment). */
  fromRepos: boolean;
}

/**
 * A language's share of the bytes the person wrote, turned into a level. Bytes show use,
 * not mastery, so repositories alone never claim more than level 3 (業務で主に使っている).
 */
export function levelFromRepoShare(share: number): number {
  if (share >= 0.25) return 3;
  if (share >= 0.08) return 2;
  if (share >= 0.01) return 1;
  return 0;
}

/**
 * The person's level per tag id: the higher of their own skill tag and their repositories'
 * evidence. Names the board has no tag for (Figma, Elixir) are dropped: no job can ask for
 * them, so they cannot move a ranking.
 */
export function resolveSkills(
  skills: readonly { name: string; level: number }[],
  repoLanguages: readonly { name: string; bytes: number }[],
): Map<number, ResolvedSkill> {
  const resolved = new Map<number, ResolvedSkill>();
  const upsert = (tag: TechTag, level: number, via: 'skill' | 'repo') => {
    const current = resolved.get(tag.id) ?? {
      tag,
      level: 0,
      fromSkillTag: false,
      fromRepos: false,
    };
    current.level = Math.max(current.level, Math.min(SKILL_LEVEL_MAX, Math.round(level)));
    if (via === 'skill') current.fromSkillTag = true;
    else current.fromRepos = true;
    resolved.set(tag.id, current);
  };
  for (const skill of skills) {
    const tag = techTagOf(skill.name);
    if (tag && skill.level > 0) upsert(tag, skill.level, 'skill');
  }
  const total = repoLanguages.reduce((sum, l) => sum + Math.max(0, l.bytes), 0);
  if (total > 0) {
    for (const language of repoLanguages) {
      const tag = techTagOf(language.name);
      const level = levelFromRepoShare(Math.max(0, language.bytes) / total);
      if (tag && level > 0) upsert(tag, level, 'repo');
    }
  }
  return resolved;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Tag names as they appear in running text. Aliases shorter than three letters (ts, js) are
 * left out: in prose they are more often something else.
 */
const TEXT_PATTERNS: readonly { tag: TechTag; pattern: RegExp }[] = [
  ...TECH_TAGS.map((tag) => ({ tag: tag as TechTag, spelling: tag.name.toLowerCase() })),
  ...Object.entries(ALIASES)
    .filter(([alias]) => alias.length >= 3)
    .map(([alias, name]) => ({ tag: techTagsById.get(tagIdOf(name))!, spelling: alias })),
].map(({ tag, spelling }) => ({
  tag,
  // ASCII letters and digits may not touch the name: 「Go」 is in 「Goで」 but not in
  // 「Google」 or 「Django」; Japanese characters around it are fine.
  pattern: new RegExp(`(?<![a-z0-9])${escapeRegExp(spelling)}(?![a-z0-9])`),
}));

function tagIdOf(name: TechTagName): number {
  return TECH_TAGS.find((t) => t.name === name)!.id;
}

/** Tag ids named in a text (want-to-do), in tag id order. */
export function techTagsInText(text: string): number[] {
  const lower = text.normalize('NFKC').toLowerCase();
  const ids = new Set<number>();
  for (const { tag, pattern } of TEXT_PATTERNS) if (pattern.test(lower)) ids.add(tag.id);
  return [...ids].sort((a, b) => a - b);
}
