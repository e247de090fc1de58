// Offline evaluation of the job matching engine (apps/server/src/modules/jobs/matching,
// docs/matching.md) on a generated, labelled set of people and jobs.
//
//   npm run bench:matching
//   npm run bench:matching -- --people 500 --jobs 5000 --seed 7
//
// The labels do not come from the engine's formula. Each person and each job is drawn from a
// hidden story first: a role (a Go backend team, a Vue front end, an iOS app, ...), a
// seniority and, for people, sometimes an earlier role. What the engine sees is generated
// from that story with noise: skill tags in different spellings, repository languages,
// experiences with years and sometimes a neighbouring position, salaries, conditions; jobs
// get tags, positions, a salary band and a Japanese text that also names technologies the job
// does not use (「将来的にRustの導入も検討」). Relevance is then read from the hidden story
// alone: 3 same role and seniority, 2 one step apart or a related role, 1 further, 0 else, and
// 0 for a job the person's own conditions exclude.
//
// It runs the engine, a keyword baseline (jobs ranked by how many of the person's skill names
// appear in the job text, as a plain full-text search would), the same baseline inside the
// person's hard constraints, and a random order inside them; prints nDCG@10 for each and the
// hard-constraint violation rate of the engine's top 30 (checked here independently of the
// engine's own check), and exits 1 if any suggestion breaks a constraint.
//
// The engine is TypeScript inside the server; it is bundled in memory with the server's own
// esbuild, so this needs `npm ci` only (no build, no database).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { printTable } from './lib/server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MATCHING_DIR = path.join(ROOT, 'apps/server/src/modules/jobs/matching');
const NOW = new Date('2026-11-20T00:00:00Z');
const SUGGESTIONS = 30;

const options = parseOptions();
const engine = await loadEngine();
const { TECH_TAGS, tagId } = masterData();

// ---------------------------------------------------------------------------------------------
// Options

function parseOptions() {
  const { values } = parseArgs({
    options: {
      people: { type: 'string', default: '200' },
      jobs: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '20261120' },
      k: { type: 'string', default: '10' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('usage: node matching.mjs [--people N] [--jobs N] [--seed N] [--k N]');
    process.exit(0);
  }
  const int = (name, min) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min) {
      console.error(`--${name} must be an integer >= ${min}`);
      process.exit(2);
    }
    return n;
  };
  return { people: int('people', 1), jobs: int('jobs', 10), seed: int('seed', 0), k: int('k', 1) };
}

/** Bundles the engine (and the career helper) into one ES module and imports it. */
async function loadEngine() {
  const serverRequire = createRequire(path.join(ROOT, 'apps/server/package.json'));
  const { build } = await import(pathToFileURL(serverRequire.resolve('esbuild')).href);
  const result = await build({
    stdin: {
      contents: [
        "export * from './engine.ts';",
        "export { summariseCareer } from './career.ts';",
        "export { TECH_TAGS } from '@kiseki/contract';",
      ].join('\n'),
      resolveDir: MATCHING_DIR,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  const dir = path.join(os.tmpdir(), `kiseki-matching-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'engine.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Tag ids by name, from the contract's master list (bundled with the engine). */
function masterData() {
  const byName = new Map(engine.TECH_TAGS.map((t) => [t.name, t.id]));
  return {
    TECH_TAGS: engine.TECH_TAGS,
    tagId: (name) => {
      const id = byName.get(name);
      if (!id) throw new Error(`unknown tag ${name}`);
      return id;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32): the same seed gives the same people, jobs and figures.

function rngOf(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    weighted: (pairs) => {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [value, w] of pairs) {
        r -= w;
        if (r < 0) return value;
      }
      return pairs.at(-1)[0];
    },
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The hidden story: roles, families, seniority.

const POS = {
  frontend: 1,
  backend: 2,
  webapp: 3,
  infra: 4,
  sre: 5,
  android: 6,
  ios: 7,
  mobile: 8,
  ml: 9,
  dataScientist: 10,
  techLead: 13,
  systemEngineer: 18,
  dataEngineer: 28,
};

/** Each role: family, positions (first is the usual one), and its stack with probabilities. */
const ROLES = {
  goBackend: {
    family: 'backend',
    positions: [POS.backend, POS.webapp],
    stack: [
      ['Go', 1],
      ['Python', 0.15],
      ['PostgreSQL', 0.6],
      ['MySQL', 0.35],
      ['Redis', 0.4],
      ['AWS', 0.6],
      ['GCP', 0.35],
      ['Docker', 0.7],
      ['Kubernetes', 0.45],
      ['Terraform', 0.3],
    ],
  },
  railsBackend: {
    family: 'backend',
    positions: [POS.backend, POS.webapp],
    stack: [
      ['Ruby', 1],
      ['Ruby on Rails', 0.95],
      ['MySQL', 0.7],
      ['PostgreSQL', 0.3],
      ['Redis', 0.35],
      ['AWS', 0.75],
      ['Docker', 0.5],
      ['CircleCI', 0.3],
    ],
  },
  javaBackend: {
    family: 'backend',
    positions: [POS.backend, POS.systemEngineer],
    stack: [
      ['Java', 1],
      ['Spring Boot', 0.8],
      ['Kotlin', 0.3],
      ['Oracle', 0.35],
      ['MySQL', 0.4],
      ['PostgreSQL', 0.3],
      ['AWS', 0.5],
      ['Jenkins', 0.4],
      ['Docker', 0.4],
    ],
  },
  phpWeb: {
    family: 'backend',
    positions: [POS.webapp, POS.backend],
    stack: [
      ['PHP', 1],
      ['Laravel', 0.8],
      ['JavaScript', 0.5],
      ['MySQL', 0.9],
      ['AWS', 0.5],
      ['Docker', 0.4],
    ],
  },
  reactFrontend: {
    family: 'frontend',
    positions: [POS.frontend],
    stack: [
      ['TypeScript', 0.95],
      ['React', 0.95],
      ['Next.js', 0.5],
      ['Redux', 0.3],
      ['JavaScript', 0.5],
      ['Firebase', 0.2],
      ['AWS', 0.25],
      ['GitHub Actions', 0.3],
    ],
  },
  vueFrontend: {
    family: 'frontend',
    positions: [POS.frontend],
    stack: [
      ['TypeScript', 0.8],
      ['JavaScript', 0.6],
      ['Vue.js', 0.95],
      ['Nuxt.js', 0.6],
      ['Firebase', 0.25],
      ['AWS', 0.2],
    ],
  },
  nodeFullstack: {
    family: 'frontend',
    positions: [POS.webapp, POS.backend, POS.frontend],
    stack: [
      ['TypeScript', 1],
      ['Node.js', 0.9],
      ['Express', 0.6],
      ['React', 0.6],
      ['PostgreSQL', 0.4],
      ['MongoDB', 0.35],
      ['DynamoDB', 0.3],
      ['AWS', 0.6],
      ['Docker', 0.5],
    ],
  },
  ios: {
    family: 'mobile',
    positions: [POS.ios, POS.mobile],
    stack: [
      ['Swift', 1],
      ['Objective-C', 0.3],
      ['Firebase', 0.5],
      ['GitHub Actions', 0.3],
    ],
  },
  android: {
    family: 'mobile',
    positions: [POS.android, POS.mobile],
    stack: [
      ['Kotlin', 1],
      ['Java', 0.4],
      ['Firebase', 0.5],
      ['CircleCI', 0.2],
    ],
  },
  flutter: {
    family: 'mobile',
    positions: [POS.mobile, POS.android, POS.ios],
    stack: [
      ['Dart', 1],
      ['Flutter', 1],
      ['Firebase', 0.6],
      ['Kotlin', 0.2],
      ['Swift', 0.2],
    ],
  },
  sre: {
    family: 'infra',
    positions: [POS.sre, POS.infra],
    stack: [
      ['Go', 0.5],
      ['Python', 0.5],
      ['AWS', 0.8],
      ['GCP', 0.4],
      ['Kubernetes', 0.8],
      ['Terraform', 0.8],
      ['Docker', 0.8],
      ['GitHub Actions', 0.5],
    ],
  },
  data: {
    family: 'data',
    positions: [POS.dataEngineer, POS.ml, POS.dataScientist],
    stack: [
      ['Python', 1],
      ['Scala', 0.2],
      ['BigQuery', 0.6],
      ['PostgreSQL', 0.3],
      ['GCP', 0.6],
      ['AWS', 0.4],
      ['Docker', 0.4],
    ],
  },
};
const ROLE_KEYS = Object.keys(ROLES);
/** Roles whose people move between them easily: a rough neighbourhood, not a family. */
const NEIGHBOURS = { frontend: ['backend'], backend: ['frontend', 'infra'], infra: ['backend'] };
const related = (a, b) =>
  a !== b &&
  (ROLES[a].family === ROLES[b].family ||
    (NEIGHBOURS[ROLES[a].family] ?? []).includes(ROLES[b].family));

/** Seniority 0 junior, 1 mid, 2 senior. */
const SENIORITY = [
  [0, 0.3],
  [1, 0.45],
  [2, 0.25],
];
const CAREER_YEARS = [
  [0, 2],
  [3, 6],
  [7, 15],
];
const SALARY = [
  [350, 520],
  [500, 780],
  [700, 1200],
];

const ALIASES = {
  Go: 'golang',
  TypeScript: 'ts',
  Kubernetes: 'k8s',
  PostgreSQL: 'postgres',
  'Ruby on Rails': 'rails',
  'Vue.js': 'vue',
  'Node.js': 'node',
  'Spring Boot': 'spring',
};
const NOT_ON_BOARD = ['Figma', 'Elixir', 'Haskell', 'Unity', 'Linux', 'Git'];
const LANGUAGE_NAMES = new Set([
  'TypeScript',
  'JavaScript',
  'Python',
  'Go',
  'Ruby',
  'PHP',
  'Java',
  'Kotlin',
  'Swift',
  'Scala',
  'C#',
  'Rust',
  'C++',
  'Dart',
  'Objective-C',
]);
const WANT_WORDS = [
  'フレックスで働きたい',
  '副業から関わりたい',
  'スタートアップで挑戦したい',
  '英語を使う仕事がしたい',
  'アジャイル開発のチームがいい',
  '',
];
const PREFECTURES = [
  [13, 50],
  [27, 14],
  [14, 8],
  [23, 8],
  [40, 6],
  [26, 4],
  [1, 3],
  [34, 3],
  [4, 2],
  [11, 2],
];

function drawStack(rng, role, min = 1) {
  const picked = ROLES[role].stack.filter(([, p]) => rng.chance(p)).map(([name]) => name);
  if (picked.length < min) picked.push(ROLES[role].stack[0][0]);
  return [...new Set(picked)];
}

function makePerson(rng, index, companyCount) {
  const role = rng.pick(ROLE_KEYS);
  const seniority = rng.weighted(SENIORITY);
  const earlier = rng.chance(0.3) ? rng.pick(ROLE_KEYS.filter((r) => r !== role)) : null;
  const [minYears, maxYears] = CAREER_YEARS[seniority];
  const years = rng.int(minYears, maxYears);

  const skills = new Map();
  const baseLevel = [2, 3, 4][seniority];
  const say = (name, level) => {
    const written = ALIASES[name] && rng.chance(0.2) ? ALIASES[name] : name;
    if (!skills.has(written)) skills.set(written, Math.min(5, Math.max(1, level)));
  };
  // Some people list little: a third name only the core of their stack.
  const listed = drawStack(rng, role).filter((_, i) => i === 0 || rng.chance(0.7));
  for (const name of listed) say(name, baseLevel + rng.int(-1, 1));
  if (earlier) for (const name of drawStack(rng, earlier).slice(0, 2)) say(name, 2);
  for (let i = rng.int(0, 2); i > 0; i--) say(rng.pick(ROLES[rng.pick(ROLE_KEYS)].stack)[0], 1);
  if (rng.chance(0.3)) say(rng.pick(NOT_ON_BOARD), 3);
  // A fifth list nothing at all and are known by their career and repositories only.
  const skillList = rng.chance(0.2) ? [] : [...skills].map(([name, level]) => ({ name, level }));

  const repoLanguages = rng.chance(0.6)
    ? drawStack(rng, role)
        .filter((n) => LANGUAGE_NAMES.has(n))
        .map((name, i) => ({ name, bytes: rng.int(20_000, 400_000) >> i }))
    : [];

  // Experiences: the current role for most of the career, an earlier one before it.
  const experiences = [];
  const nowYear = NOW.getUTCFullYear();
  let cursor = nowYear - years;
  const mainPosition = () =>
    rng.chance(0.15) ? rng.pick(ROLES[role].positions) : ROLES[role].positions[0];
  if (earlier && years >= 3) {
    const span = rng.int(1, Math.max(1, Math.floor(years / 2)));
    experiences.push({
      positionIds: [ROLES[earlier].positions[0]],
      startYear: cursor,
      startMonth: 4,
      endYear: cursor + span,
      endMonth: 3,
    });
    cursor += span;
  }
  if (years > 0 && rng.chance(0.9)) {
    const positions = [mainPosition()];
    if (seniority === 2 && rng.chance(0.3)) positions.push(POS.techLead);
    experiences.push({
      positionIds: positions,
      startYear: cursor,
      startMonth: 4,
      endYear: null,
      endMonth: null,
    });
  }
  const career = engine.summariseCareer(experiences, NOW);

  const [low, high] = SALARY[seniority];
  const desiredSalary = rng.chance(0.7)
    ? Math.round((low + rng.next() * (high - low) * 0.6) / 50) * 50
    : null;
  const workStyles = rng.weighted([
    [[], 45],
    [['fullRemote'], 15],
    [['fullRemote', 'partialRemote'], 25],
    [['partialRemote', 'attendance'], 15],
  ]);
  const locations = rng.weighted([
    [[], 55],
    [[13], 20],
    [[13, 14, 11], 10],
    [[27, 26], 10],
    [[40], 5],
  ]);
  const employmentTypes = rng.weighted([
    [[], 40],
    [['fulltime'], 45],
    [['fulltime', 'freelance'], 10],
    ...(seniority === 0 ? [[['fulltime', 'internship'], 5]] : [[['freelance'], 5]]),
  ]);
  const businessTypes = rng.weighted([
    [[], 55],
    [[1], 30],
    [[1, 2], 15],
  ]);
  const blockedCompanyIds = rng.chance(0.2)
    ? Array.from({ length: rng.int(1, 3) }, () => rng.int(1, companyCount))
    : [];
  const wantToDo = rng.chance(0.3)
    ? `${rng.pick(drawStack(rng, rng.chance(0.7) ? role : rng.pick(ROLE_KEYS)))}を使った開発がしたい。${rng.pick(WANT_WORDS)}`
    : null;

  return {
    index,
    truth: { role, seniority, earlier },
    profile: {
      skills: skillList,
      repoLanguages,
      positionMonths: career.positionMonths,
      careerMonths: career.careerMonths,
      desiredSalary,
      workStyles,
      locations,
      employmentTypes,
      businessTypes,
      hirability: rng.pick([null, 'NO_JOB_CHANGE', 'WANT_TO_HEAR', 'JOB_CHANGE']),
      blockedCompanyIds,
      wantToDo,
    },
  };
}

const POSITION_TITLES = {
  1: 'フロントエンドエンジニア',
  2: 'バックエンドエンジニア',
  3: 'Webアプリケーションエンジニア',
  4: 'インフラエンジニア',
  5: 'SRE',
  6: 'Androidエンジニア',
  7: 'iOSエンジニア',
  8: 'モバイルアプリエンジニア',
  9: '機械学習エンジニア',
  10: 'データサイエンティスト',
  13: 'テックリード',
  18: 'システムエンジニア',
  28: 'データエンジニア',
};
const LEVEL_WORDS = ['（未経験歓迎）', '', '（シニア）'];

function makeJob(rng, id, companyCount) {
  const role = rng.pick(ROLE_KEYS);
  const seniority = rng.weighted(SENIORITY);
  const stack = drawStack(rng, role, 2);
  // Postings list a neighbour's tool now and then (a BFF in Node for a Go team).
  if (rng.chance(0.2)) stack.push(rng.pick(ROLES[rng.pick(ROLE_KEYS)].stack)[0]);
  const positionIds = [
    rng.chance(0.8) ? ROLES[role].positions[0] : rng.pick(ROLES[role].positions),
  ];
  if (seniority === 2 && rng.chance(0.4)) positionIds.push(POS.techLead);
  const [low, high] = SALARY[seniority];
  const salaryMin = Math.round((low + rng.next() * (high - low) * 0.5) / 10) * 10;
  const salaryMax = salaryMin + Math.round((100 + rng.next() * 350) / 10) * 10;
  const employmentType =
    seniority === 0 && rng.chance(0.15)
      ? 'internship'
      : rng.weighted([
          ['fulltime', 80],
          ['freelance', 13],
          ['parttime', 7],
        ]);
  const businessType = rng.weighted([
    [1, 60],
    [2, 25],
    [3, 15],
  ]);
  const workStyle = rng.weighted([
    ['partialRemote', 45],
    ['fullRemote', 28],
    ['attendance', 27],
  ]);

  // The text: what a posting says, including technologies it does not use.
  const distractors = [];
  if (rng.chance(0.3))
    distractors.push(`将来的には${rng.pick(TECH_TAGS).name}の導入も検討しています。`);
  if (rng.chance(0.2)) distractors.push(`${rng.pick(TECH_TAGS).name}の経験は不要です。`);
  if (rng.chance(0.15)) distractors.push(`社内勉強会では${rng.pick(TECH_TAGS).name}も扱います。`);
  const title = `${POSITION_TITLES[positionIds[0]]}${LEVEL_WORDS[seniority]}（${stack.slice(0, 2).join(' / ')}）`;
  const text = [
    title,
    `自社サービスの開発チームで${POSITION_TITLES[positionIds[0]]}を募集します。`,
    `開発環境: ${stack.join('、')}`,
    `必須スキル: ${stack[0]}での開発経験${['', '3年以上', '5年以上'][seniority]}`,
    ...distractors,
  ].join('\n');

  return {
    truth: { role, seniority },
    text,
    job: {
      id,
      companyId: rng.int(1, companyCount),
      positionIds,
      tagIds: [...new Set(stack.map(tagId))],
      salaryMin,
      salaryMax,
      workStyle,
      prefectureCode: rng.weighted(PREFECTURES),
      employmentType,
      businessType,
      preferredConditionIds: [1, 2, 8, 9, 10, 11, 15].filter(() => rng.chance(0.25)),
      publishedAt: Math.floor(NOW.getTime() / 1000) - rng.int(0, 120) * 86_400,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Hard constraints, written here again from docs/matching.md (not imported from the engine),
// and the hidden relevance.

function breaks(profile, job) {
  const broken = [];
  if (profile.blockedCompanyIds.includes(job.companyId)) broken.push('blocked_company');
  if (profile.desiredSalary !== null && job.salaryMax < profile.desiredSalary)
    broken.push('salary');
  if (profile.workStyles.length > 0 && !profile.workStyles.includes(job.workStyle))
    broken.push('work_style');
  if (profile.employmentTypes.length > 0 && !profile.employmentTypes.includes(job.employmentType))
    broken.push('employment_type');
  if (profile.businessTypes.length > 0 && !profile.businessTypes.includes(job.businessType))
    broken.push('business_type');
  if (
    profile.locations.length > 0 &&
    job.workStyle !== 'fullRemote' &&
    !profile.locations.includes(job.prefectureCode)
  )
    broken.push('location');
  return broken;
}

function relevance(person, posting) {
  if (breaks(person.profile, posting.job).length > 0) return 0;
  const gap = Math.abs(person.truth.seniority - posting.truth.seniority);
  if (posting.truth.role === person.truth.role) return [3, 2, 1][gap];
  if (posting.truth.role === person.truth.earlier && gap <= 1) return 1;
  if (related(posting.truth.role, person.truth.role)) return [2, 1, 0][gap];
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Rankers and the metric

const byNewestThenId = (a, b) => b.job.publishedAt - a.job.publishedAt || a.job.id - b.job.id;

function keywordRanking(person, postings, filtered) {
  const names = [
    ...person.profile.skills.map((s) => s.name),
    ...person.profile.repoLanguages.map((l) => l.name),
  ].map((n) => n.toLowerCase());
  const unique = [...new Set(names)];
  return postings
    .filter((p) => !filtered || breaks(person.profile, p.job).length === 0)
    .map((p) => {
      const text = p.text.toLowerCase();
      return { p, hits: unique.filter((n) => text.includes(n)).length };
    })
    .sort((a, b) => b.hits - a.hits || byNewestThenId(a.p, b.p))
    .map((x) => x.p.job.id);
}

function randomRanking(rng, person, postings) {
  return rng
    .shuffle(postings.filter((p) => breaks(person.profile, p.job).length === 0))
    .map((p) => p.job.id);
}

function ndcgAt(k, rankedIds, gains) {
  const dcg = rankedIds
    .slice(0, k)
    .reduce((sum, id, i) => sum + (2 ** (gains.get(id) ?? 0) - 1) / Math.log2(i + 2), 0);
  const ideal = [...gains.values()]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  return ideal === 0 ? null : dcg / ideal;
}

const precisionAt = (k, rankedIds, gains) =>
  rankedIds.slice(0, k).filter((id) => (gains.get(id) ?? 0) >= 2).length / k;

// ---------------------------------------------------------------------------------------------
// Run

const companyCount = Math.max(20, Math.round(options.jobs / 7));
const rng = rngOf(options.seed);
const postings = Array.from({ length: options.jobs }, (_, i) => makeJob(rng, i + 1, companyCount));
const people = Array.from({ length: options.people }, (_, i) => makePerson(rng, i, companyCount));
const jobById = new Map(postings.map((p) => [p.job.id, p]));
const randomRng = rngOf(options.seed ^ 0x5eed);

const rankers = {
  'matching engine': null,
  'keyword baseline': (person) => keywordRanking(person, postings, false),
  'keyword baseline + hard filters': (person) => keywordRanking(person, postings, true),
  'random order + hard filters': (person) => randomRanking(randomRng, person, postings),
};
const totals = Object.fromEntries(
  Object.keys(rankers).map((name) => [name, { ndcg: [], precision: [], violations: 0, shown: 0 }]),
);
let engineMs = 0;
let skipped = 0;

for (const person of people) {
  const gains = new Map(postings.map((p) => [p.job.id, relevance(person, p)]));
  if ([...gains.values()].every((g) => g === 0)) {
    skipped += 1;
    continue;
  }
  for (const [name, rank] of Object.entries(rankers)) {
    let ids;
    if (rank === null) {
      const started = performance.now();
      ids = engine
        .rankJobs(
          person.profile,
          postings.map((p) => p.job),
          { now: NOW, limit: SUGGESTIONS },
        )
        .map((r) => r.jobId);
      engineMs += performance.now() - started;
    } else {
      ids = rank(person).slice(0, SUGGESTIONS);
    }
    const t = totals[name];
    t.ndcg.push(ndcgAt(options.k, ids, gains));
    t.precision.push(precisionAt(options.k, ids, gains));
    t.shown += ids.length;
    t.violations += ids.filter(
      (id) => breaks(person.profile, jobById.get(id).job).length > 0,
    ).length;
  }
}

const mean = (list) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
const evaluated = people.length - skipped;
console.log(
  `Matching: ${options.people} people × ${options.jobs} jobs (seed ${options.seed}); ` +
    `${evaluated} people with at least one relevant job evaluated, ${skipped} without.`,
);
console.log(
  `Top ${SUGGESTIONS} per person; nDCG and precision at ${options.k} (precision: relevance >= 2).\n`,
);
const rows = Object.entries(totals).map(([name, t]) => [
  name,
  mean(t.ndcg).toFixed(3),
  mean(t.precision).toFixed(3),
  `${((100 * t.violations) / Math.max(1, t.shown)).toFixed(2)} %`,
]);
printTable(['ranker', `nDCG@${options.k}`, `P@${options.k}`, 'hard-constraint violations'], rows);
console.log(
  `\nEngine time: ${(engineMs / Math.max(1, evaluated)).toFixed(1)} ms per person over ${options.jobs} jobs.`,
);

const engineViolations = totals['matching engine'].violations;
const resultsDir = path.join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(
  resultsDir,
  `matching-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    {
      options,
      evaluated,
      skipped,
      engineMsPerPerson: engineMs / Math.max(1, evaluated),
      results: Object.fromEntries(
        Object.entries(totals).map(([name, t]) => [
          name,
          {
            ndcg: mean(t.ndcg),
            precision: mean(t.precision),
            violations: t.violations,
            shown: t.shown,
          },
        ]),
      ),
    },
    null,
    2,
  ),
);
console.log(`Written to ${path.relative(ROOT, file)}`);
if (engineViolations > 0) {
  console.error(`\nThe engine suggested ${engineViolations} jobs that break a hard constraint.`);
  process.exit(1);
}
