import { TECH_TAGS, type TechTagGroup } from '@kiseki/contract';

/*
 * Finding technologies in free Japanese text (a posting's 必須スキル, an experience's
 * description) and in the names people give their skill tags, so that 「Go言語」, 「golang」
 * and the tag 「Go」 all count as the same thing. Pure and deterministic.
 */

export interface TechTerm {
  /** Canonical key: equal keys are the same technology. */
  key: string;
  /** How it is written back to the person. */
  label: string;
  /** Spellings searched for in text (after normalisation). */
  patterns: readonly string[];
  /** The master tag group, for "a neighbour of what you lack" (Go → Java). */
  group: TechTagGroup | null;
}

/** Other spellings of the master tags, as people write them in skill tags and descriptions. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  Go: ['Golang', 'Go言語'],
  TypeScript: ['TS'],
  JavaScript: ['JS', 'ECMAScript'],
  'Node.js': ['NodeJS', 'Node'],
  'Vue.js': ['Vue', 'VueJS', 'Vue3'],
  React: ['React.js', 'ReactJS'],
  'Next.js': ['NextJS'],
  'Nuxt.js': ['Nuxt', 'NuxtJS'],
  'Ruby on Rails': ['Rails', 'RoR'],
  'Spring Boot': ['Spring', 'SpringBoot'],
  'C#': ['CSharp', '.NET'],
  'C++': ['CPP'],
  PostgreSQL: ['Postgres'],
  Kubernetes: ['k8s', 'EKS', 'GKE'],
  AWS: ['Amazon Web Services'],
  GCP: ['Google Cloud', 'Google Cloud Platform'],
  Aurora: ['Amazon Aurora'],
  Elasticsearch: ['OpenSearch'],
};

/** Technologies postings and careers name that are not search tags. */
const EXTRA_TERMS: readonly { label: string; patterns?: readonly string[] }[] = [
  { label: 'Linux' },
  { label: 'SQL' },
  { label: 'Git' },
  { label: 'GraphQL' },
  { label: 'gRPC' },
  { label: 'HTML' },
  { label: 'CSS' },
  { label: 'Jetpack Compose' },
  { label: 'SwiftUI' },
  { label: 'Unity' },
  { label: 'Unreal Engine' },
  { label: 'Kafka' },
  { label: 'Spark' },
  { label: 'Airflow' },
  { label: 'dbt' },
  { label: 'Snowflake' },
  { label: 'Datadog' },
  { label: 'Figma' },
  { label: 'Ansible' },
  { label: 'LLM', patterns: ['LLM', '大規模言語モデル'] },
  { label: 'PyTorch' },
  { label: 'TensorFlow' },
  { label: 'Microservices', patterns: ['マイクロサービス', 'Microservices'] },
];

const keyOf = (label: string): string => normalise(label).toLowerCase();

/** Full-width letters and digits to half-width (ＡＷＳ → AWS), spaces collapsed. */
export function normalise(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

export const KNOWN_TERMS: readonly TechTerm[] = [
  ...TECH_TAGS.map((tag) => ({
    key: keyOf(tag.name),
    label: tag.name,
    patterns: [tag.name, ...(ALIASES[tag.name] ?? [])],
    group: tag.group,
  })),
  ...EXTRA_TERMS.map((term) => ({
    key: keyOf(term.label),
    label: term.label,
    patterns: term.patterns ?? [term.label],
    group: null,
  })),
];

const termBySpelling = new Map<string, TechTerm>();
for (const term of KNOWN_TERMS) {
  for (const pattern of term.patterns) termBySpelling.set(keyOf(pattern), term);
}

/**
 * The term a skill tag names: a known technology under any of its spellings, or the tag
 * itself (「GraphQL」「決済」「チームマネジメント」 are skills too).
 */
export function termOfSkill(name: string): TechTerm {
  const cleaned = normalise(name);
  const known = termBySpelling.get(cleaned.toLowerCase());
  if (known) return known;
  return { key: cleaned.toLowerCase(), label: cleaned, patterns: [cleaned], group: null };
}

const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z0-9]/.test(ch);

/**
 * Whether `pattern` occurs at `index` as a whole word: 「Go」 in 「Go言語」 or 「Go/AWS」, not in
 * 「Google」 or 「MongoDB」; 「Java」 not in 「JavaScript」. Japanese text around a term does not
 * join it, since postings write 「Goを用いた」.
 */
function boundedAt(text: string, index: number, pattern: string): boolean {
  const before = text[index - 1];
  const after = text[index + pattern.length];
  const first = pattern[0];
  const last = pattern[pattern.length - 1];
  if (isWordChar(first) && isWordChar(before)) return false;
  if (isWordChar(last) && isWordChar(after)) return false;
  // 「Node」 must not be the start of 「Node.js」 handled by another pattern, nor 「C」 of 「C++」.
  if (after === '.' && isWordChar(text[index + pattern.length + 1])) return false;
  if (last !== '+' && after === '+') return false;
  if (last !== '#' && after === '#') return false;
  return true;
}

/**
 * Every term found in `text`, in order of first appearance, each once. Longer spellings win
 * over the shorter ones inside them (「SQL Server」 is not also 「SQL」). Spellings of two
 * characters or fewer (Go, TS, JS) must match case exactly, so an English 「go」 is not Go.
 */
export function findTerms(text: string, terms: readonly TechTerm[]): TechTerm[] {
  const normalised = normalise(text);
  if (normalised === '') return [];
  const lower = normalised.toLowerCase();
  const taken = new Uint8Array(normalised.length);
  const hits: { index: number; term: TechTerm }[] = [];
  const spellings = terms
    .flatMap((term) => term.patterns.map((pattern) => ({ term, pattern: normalise(pattern) })))
    .filter((s) => s.pattern.length > 0)
    .sort((a, b) => b.pattern.length - a.pattern.length || a.pattern.localeCompare(b.pattern));
  for (const { term, pattern } of spellings) {
    const exactCase = pattern.length <= 2;
    const haystack = exactCase ? normalised : lower;
    const needle = exactCase ? pattern : pattern.toLowerCase();
    let from = 0;
    while (from <= haystack.length - needle.length) {
      const index = haystack.indexOf(needle, from);
      if (index === -1) break;
      from = index + 1;
      if (!boundedAt(normalised, index, pattern)) continue;
      let free = true;
      for (let i = index; i < index + needle.length; i++) {
        if (taken[i]) {
          free = false;
          break;
        }
      }
      if (!free) continue;
      taken.fill(1, index, index + needle.length);
      hits.push({ index, term });
    }
  }
  hits.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  const out: TechTerm[] = [];
  for (const { term } of hits) {
    if (seen.has(term.key)) continue;
    seen.add(term.key);
    out.push(term);
  }
  return out;
}
