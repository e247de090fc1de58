import { type JobPositionKey, jobPositionByKey } from '@kiseki/contract/master/job-positions';

/**
 * Job-position inference (issue 7): guesses master job positions for an experience from its
 * position name (title), description and organization. The guesses feed
 * `GET /api/user/experience_job_position_conjectures/` and the dialog in which the person
 * confirms or corrects them, so a wrong guess costs a click while a missing one costs nothing:
 * the rules favour precision, and "nothing recognised" answers [] (the dialog then asks the
 * person to choose; we never fall back to OTHER).
 *
 * How it works:
 * 1. Each field is normalised (`normalizeForMatching`): NFKC, Latin lower-cased, long-vowel and
 *    dash variants unified, spaces and middle dots dropped between Japanese words.
 * 2. Every pattern carries a weight per field. Title weights are high (one title hit decides);
 *    description weights are low, so the description needs a job-title phrase or several
 *    distinct hits; the organization is consulted only for a couple of industry hints when the
 *    title is a generic engineer title.
 * 3. Patterns run longest first, and a match masks its text, so a specific phrase (社内SE,
 *    Webアプリエンジニア, React Native, UIエンジニア) is not counted again by a shorter one
 *    (SE, アプリエンジニア, React, UI).
 * 4. Latin abbreviations match only as whole tokens (no Latin letter or digit on either side), so
 *    "npm", "SEO", "HTML", "mail", "build", "system" do not count.
 * 5. A key's score is its best title weight plus its description weights (distinct patterns,
 *    capped below a title hit) plus the organization hint; keys at or above the threshold are
 *    kept, ordered by score, then title before description before organization, then where they
 *    first appear, then master order; at most three.
 */

/** Keys scoring below this are dropped: one description job-title phrase reaches it. */
export const INFERENCE_THRESHOLD = 4;
/** At most this many guesses per experience, so the dialog stays a quick confirmation. */
export const MAX_INFERRED_POSITIONS = 3;
/** The description alone can never outrank a title hit (the weakest title weight is 6). */
const DESCRIPTION_CAP = 5;
/** Weight of an organization hint (game company, research institute) on a generic title. */
const ORGANIZATION_WEIGHT = 4;

export interface ExperienceForInference {
  positionName: string | null;
  description: string | null;
  organizationName: string;
}

// ---------------------------------------------------------------------------------------------
// Normalisation

/** Hiragana and katakana letters (not the middle dot U+30FB, not the long-vowel mark U+30FC). */
const KANA = /[\u3041-\u3096\u30A1-\u30FA\u30FD-\u30FF]/;
/** Hyphens, dashes, minus signs and long-vowel marks in their usual half/full-width forms. */
const DASH = /[-\u2010-\u2015\u2212\u2500\u2501\u30FC\uFE58\uFE63\uFF0D\uFF70]/;
/** Whitespace and middle dots (・ is what NFKC makes of the half-width ･). */
const SEPARATOR = /[\s\u30FB\u00B7\u2022\u2027]/;
const LATIN_OR_DIGIT = /[\p{Script=Latin}0-9]/u;

/**
 * Normalises text for matching while keeping its case:
 * - NFKC: full-width Latin and digits become ASCII, half-width kana become full-width
 *   (ｴﾝｼﾞﾆｱ → エンジニア, ＳＲＥ → SRE, Ｒ＆Ｄ → R&D).
 * - A dash or long-vowel mark after kana is a long vowel and is dropped, so サーバー, サーバ,
 *   サーバｰ and サーバ－ all read サーバ (patterns go through the same function); any other dash
 *   becomes "-" (front－end → front-end).
 * - Whitespace and middle dots are dropped, except that one space is kept between two Latin or
 *   digit characters: Japanese compounds join up (QA・テスト → QAテスト, データ エンジニア →
 *   データエンジニア) while English words stay words (Tech Lead).
 */
function normalizeCased(text: string): string {
  let out = '';
  let pendingSeparator = false;
  for (const raw of text.normalize('NFKC')) {
    let ch = raw;
    if (SEPARATOR.test(ch)) {
      pendingSeparator = out.length > 0;
      continue;
    }
    const prev = out.at(-1);
    if (DASH.test(ch)) {
      if (!pendingSeparator && prev !== undefined && KANA.test(prev)) continue;
      ch = '-';
    }
    if (pendingSeparator) {
      if (prev !== undefined && LATIN_OR_DIGIT.test(prev) && LATIN_OR_DIGIT.test(ch)) out += ' ';
      pendingSeparator = false;
    }
    out += ch;
  }
  return out;
}

/** Lower-cases letter by letter, keeping the length so offsets match the cased form. */
function lowerKeepingLength(text: string): string {
  return text.replace(/\p{Lu}/gu, (c) => {
    const lower = c.toLowerCase();
    return lower.length === c.length ? lower : c;
  });
}

/** The normalised, lower-cased form that patterns are matched against. */
export function normalizeForMatching(text: string): string {
  return lowerKeepingLength(normalizeCased(text));
}

// ---------------------------------------------------------------------------------------------
// Patterns

/** Weight when the pattern is found in the title and in the description; 0 = not counted. */
type Weights = readonly [title: number, description: number];

/** A job-title phrase: decides from the title, and counts on its own in the description. */
const STRONG: Weights = [10, 4];
/** A clear but shorter signal (abbreviation, near-title phrase): decides from the title only. */
const CLEAR: Weights = [8, 2];
/** A technology or a broad word: enough as the title, one hint among several in a description. */
const HINT: Weights = [6, 2];
/** Means the position as a title but is too common in prose to count in a description. */
const TITLE_ONLY: Weights = [8, 0];

interface Pattern {
  keys: readonly JobPositionKey[];
  regex: RegExp;
  /** Matched against the cased text (for upper-case-only abbreviations like EM and SET). */
  cased: boolean;
  weights: Weights;
  /** Longer (more specific) patterns run first and mask what they matched. */
  specificity: number;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLURAL_ENDING = /(?:er|or|ist|ect|ant|lead)$/;

/**
 * Compiles a phrase written naturally ("サーバーサイド", "front end", "社内SE"): normalised like
 * the text; a space or hyphen between Latin words may be a space, a hyphen or nothing; a Latin
 * edge must be a token boundary (no Latin letter or digit beyond it); English role nouns also
 * take a plural "s".
 */
function phraseRegex(phrase: string, cased: boolean): { regex: RegExp; length: number } {
  const normalized = cased ? normalizeCased(phrase) : normalizeForMatching(phrase);
  const body = normalized.split(/[ -]/).map(escapeRegex).join('[ -]?');
  const first = normalized[0] ?? '';
  const last = normalized.at(-1) ?? '';
  const before = LATIN_OR_DIGIT.test(first) ? '(?<![a-zA-Z0-9])' : '';
  const plural = !cased && PLURAL_ENDING.test(normalized) ? 's?' : '';
  const after = LATIN_OR_DIGIT.test(last) ? '(?![a-zA-Z0-9])' : '';
  return {
    regex: new RegExp(`${before}${body}${plural}${after}`, 'gu'),
    length: normalized.length,
  };
}

type Group = readonly [Weights, ...(string | RegExp)[]];

/**
 * Phrases are strings (see `phraseRegex`); a RegExp is used as is against the lower-cased
 * normalised text (write it without long-vowel marks), its specificity being its source length.
 */
function rule(keys: JobPositionKey | readonly JobPositionKey[], ...groups: Group[]): Pattern[] {
  const keyList = typeof keys === 'string' ? [keys] : keys;
  return groups.flatMap(([weights, ...phrases]) =>
    phrases.map((p) => {
      if (typeof p !== 'string') {
        return {
          keys: keyList,
          regex: new RegExp(p.source, 'gu'),
          cased: false,
          weights,
          specificity: p.source.length,
        };
      }
      const { regex, length } = phraseRegex(p, false);
      return { keys: keyList, regex, cased: false, weights, specificity: length };
    }),
  );
}

/** Upper-case-only abbreviations ("EM", "SET"): lower-case forms are ordinary words or tags. */
function casedRule(key: JobPositionKey, weights: Weights, ...phrases: string[]): Pattern[] {
  return phrases.map((p) => {
    const { regex, length } = phraseRegex(p, true);
    return { keys: [key], regex, cased: true, weights, specificity: length };
  });
}

const PATTERNS: readonly Pattern[] = [
  rule(
    'FRONTEND_ENGINEER',
    [STRONG, 'フロントエンド', 'front end', 'UIエンジニア', 'UI engineer'],
    [TITLE_ONLY, 'フロント', 'FE', 'マークアップ', 'markup'],
    [HINT, 'React', 'Vue', 'Angular', 'Next.js', 'Nuxt', 'Svelte'],
    [[6, 0], 'JavaScript'],
  ),
  rule(
    'BACKEND_ENGINEER',
    [STRONG, 'バックエンド', 'back end', 'サーバーサイド', 'server side'],
    [CLEAR, 'API開発', 'API development'],
    [HINT, 'Rails', 'Django', 'Laravel', 'Spring Boot', 'FastAPI'],
    [[6, 0], 'Java', 'PHP', 'Ruby', 'Golang', 'Go言語', 'Scala', 'Elixir'],
  ),
  // Full stack means both ends; the two keys share the position, so master order decides.
  rule(['FRONTEND_ENGINEER', 'BACKEND_ENGINEER'], [STRONG, 'フルスタック', 'full stack']),
  rule(
    'WEB_APPLICATION_ENGINEER',
    [STRONG, 'Webアプリ', 'web application', 'web app', 'Webエンジニア', 'web engineer'],
    [STRONG, 'web developer', 'web programmer', 'Webプログラマー', 'Web系エンジニア'],
    // Longer than the mobile アプリエンジニア inside it, so it runs (and masks) first.
    [STRONG, 'Webアプリエンジニア', 'Webアプリ開発'],
    [[8, 4], 'Web開発', 'Webサービス開発', 'web development'],
    [CLEAR, 'Web系', 'Webサービス'],
  ),
  rule(
    'INFRA_ENGINEER',
    [STRONG, 'インフラ', 'infrastructure', 'infra', 'クラウドエンジニア', 'cloud engineer'],
    [STRONG, 'プラットフォームエンジニア', 'platform engineer'],
    [[8, 4], 'サーバーエンジニア', 'server engineer', 'サーバー構築', 'サーバー運用'],
    [CLEAR, 'クラウド', 'cloud', 'AWS', 'GCP', 'Azure'],
    [HINT, 'Terraform', 'Kubernetes', 'k8s', 'Ansible'],
  ),
  rule(
    'SITE_RELIABILITY_ENGINEER',
    [[10, 2], 'SRE'],
    [STRONG, 'site reliability', 'サイトリライアビリティ'],
    [CLEAR, '信頼性', 'DevOps'],
    [HINT, 'observability', 'オブザーバビリティ', 'SLO', 'ポストモーテム'],
  ),
  rule(
    'ANDROID_ENGINEER',
    [[10, 3], 'Android'],
    [STRONG, 'Androidアプリ', 'Android app'],
    [HINT, 'Kotlin', 'Jetpack Compose'],
  ),
  rule(
    'IOS_ENGINEER',
    [[10, 3], 'iOS'],
    [STRONG, 'iOSアプリ', 'iOS app'],
    [CLEAR, 'Swift'],
    [HINT, 'SwiftUI', 'Objective-C'],
  ),
  // Dropped after scoring when iOS or Android is inferred (see `rankedKeys`).
  rule(
    'MOBILE_ENGINEER',
    [[10, 3], 'モバイル', 'mobile'],
    [STRONG, 'アプリエンジニア', 'app engineer', 'スマホアプリ', 'スマートフォンアプリ'],
    [STRONG, 'ネイティブアプリ', 'native app'],
    [HINT, 'Flutter', 'React Native', 'アプリ開発'],
  ),
  rule(
    'MACHINE_LEARNING_ENGINEER',
    [STRONG, '機械学習', 'machine learning', 'AIエンジニア', 'AI engineer', 'MLエンジニア'],
    [STRONG, 'ML engineer', 'ディープラーニング', 'deep learning', '深層学習', '自然言語処理'],
    [STRONG, '生成AI', 'generative AI', 'コンピュータビジョン', 'computer vision', '画像認識'],
    [CLEAR, 'ML', 'AI', 'MLOps', 'LLM', 'NLP'],
  ),
  rule(
    'DATA_SCIENTIST',
    [STRONG, 'データサイエンティスト', 'data scientist', 'データサイエンス', 'data science'],
    [[8, 4], 'データ分析', 'data analysis', 'データアナリスト', 'data analyst'],
    [HINT, '統計'],
  ),
  rule(
    'DATA_ENGINEER',
    [STRONG, 'データエンジニア', 'data engineer', 'data engineering', 'データ基盤'],
    [STRONG, 'data platform', 'データパイプライン', 'data pipeline'],
    [CLEAR, 'ETL', 'DWH', 'データウェアハウス', 'data warehouse'],
    [HINT, 'Airflow', 'BigQuery', 'Snowflake', 'Databricks'],
  ),
  // "PM" reads as project manager (the usual Japanese sense; product managers write PdM). PMO
  // staff do project-management work, so PMO counts too, but as its own, weaker token: "PM"
  // never matches inside "PMO", "npm" or "PMP".
  rule(
    'PROJECT_MANAGER',
    [STRONG, 'プロジェクトマネージャー', 'project manager', 'プロジェクトマネジャー'],
    [CLEAR, 'PM'],
    [[8, 4], 'プロジェクトリーダー', 'project leader', 'project lead'],
    [HINT, 'PMO', 'プロジェクト管理', 'project management'],
    [[6, 0], 'PL'],
  ),
  rule(
    'PRODUCT_MANAGER',
    [STRONG, 'プロダクトマネージャー', 'product manager', 'プロダクトマネジャー'],
    [[8, 4], 'プロダクトオーナー', 'product owner'],
    [CLEAR, 'PdM'],
    [HINT, 'プロダクトマネジメント', 'product management'],
  ),
  rule(
    'TECH_LEAD',
    [STRONG, 'テックリード', 'tech lead', 'テクニカルリード', 'technical lead'],
    [CLEAR, 'TL', 'リードエンジニア', 'lead engineer', 'lead developer'],
    [HINT, '開発リーダー', 'チームリーダー', 'team lead', 'team leader'],
  ),
  rule(
    'ENGINEERING_MANAGER',
    [STRONG, 'エンジニアリングマネージャー', 'engineering manager', 'エンジニアリングマネジャー'],
    [STRONG, '開発部長', '開発部部長', '開発本部長', '技術部長'],
    [[8, 4], '開発マネージャー', 'development manager', 'VPoE', 'VP of engineering'],
    [HINT, 'エンジニアリングマネジメント', 'engineering management', 'ピープルマネジメント'],
  ),
  casedRule('ENGINEERING_MANAGER', CLEAR, 'EM'),
  rule(
    'RESEARCH_ENGINEER',
    [STRONG, 'リサーチエンジニア', 'research engineer', '研究開発', 'R&D'],
    [STRONG, 'research scientist', 'リサーチサイエンティスト'],
    [[8, 4], '研究員', '研究者', 'researcher', 'リサーチャー'],
    [HINT, '研究', 'research'],
    [[0, 2], '論文', '学会'],
  ),
  rule(
    'TEST_ENGINEER',
    [STRONG, 'テストエンジニア', 'test engineer', 'QAエンジニア', 'QA engineer', '品質保証'],
    [STRONG, 'quality assurance', 'SDET'],
    [[10, 2], 'QA'],
    [[8, 4], 'テスター', 'tester', 'テスト自動化', 'test automation'],
    [TITLE_ONLY, 'テスト'],
    [HINT, '品質管理'],
  ),
  casedRule('TEST_ENGINEER', TITLE_ONLY, 'SET'),
  rule('SOFTWARE_ARCHITECT', [STRONG, 'アーキテクト', 'architect'], [HINT, 'アーキテクチャ']),
  rule(
    'SYSTEM_ENGINEER',
    [STRONG, 'システムエンジニア', 'system engineer', 'systems engineer'],
    [CLEAR, 'SE'],
  ),
  // 組み込み is also the verb "to build in" (決済機能を組み込み), so alone it is a weak hint in a
  // description; with エンジニア/ソフト/開発/... it is a phrase.
  rule(
    'EMBEDDED_ENGINEER',
    [[10, 2], /組み?込み?/, 'embedded'],
    [STRONG, /組み?込み?(?:エンジニア|ソフト|開発|システム|機器|系)/, 'embedded engineer'],
    [STRONG, 'embedded software', 'embedded system', 'ファームウェア', 'firmware'],
    [CLEAR, 'マイコン'],
    [HINT, 'RTOS', '車載'],
  ),
  rule(
    'DATABASE_ENGINEER',
    [STRONG, 'DBA', 'データベースエンジニア', 'database engineer', 'DBエンジニア', 'DB engineer'],
    [STRONG, 'データベース管理', 'database administrator'],
    [[10, 2], 'データベース', 'database'],
    [[6, 0], 'DB'],
  ),
  rule(
    'NETWORK_ENGINEER',
    [STRONG, 'ネットワークエンジニア', 'network engineer', 'ネットワーク構築', 'ネットワーク設計'],
    [[10, 2], 'ネットワーク', 'network'],
    [HINT, 'CCNA', 'CCNP', 'Cisco'],
  ),
  rule(
    'SECURITY_ENGINEER',
    [STRONG, 'セキュリティエンジニア', 'security engineer', '情報セキュリティ', '脆弱性診断'],
    [STRONG, 'セキュリティ診断', 'ペネトレーションテスト', 'ペネトレーションテスター'],
    [STRONG, 'penetration test', 'penetration tester', 'pentest', 'pentester', 'CSIRT', 'PSIRT'],
    [[10, 2], 'セキュリティ', 'security'],
    [CLEAR, 'CISO'],
  ),
  rule(
    'SCRUM_MASTER',
    [STRONG, 'スクラムマスター', 'scrum master'],
    [[8, 4], 'アジャイルコーチ', 'agile coach'],
  ),
  rule(
    'GAME_ENGINEER',
    [STRONG, 'ゲーム開発', 'ゲームエンジニア', 'ゲームプログラマー', 'game developer'],
    [STRONG, 'game engineer', 'game programmer', 'game development'],
    [[10, 2], 'ゲーム', 'game', 'games'],
    [CLEAR, 'Unity', 'Unreal', 'UE4', 'UE5'],
  ),
  rule(
    'CTO',
    [[10, 2], 'CTO'],
    [STRONG, '最高技術責任者', 'chief technology officer', 'chief technical officer'],
    [HINT, '技術責任者'],
  ),
  rule(
    'CORPORATE_ENGINEER',
    [STRONG, 'コーポレートエンジニア', 'corporate engineer', '情シス', '社内SE', '社内IT'],
    [STRONG, '社内システムエンジニア', 'corporate IT', /情報システム(?:部|課|室|担当|グル|チム)/],
    [CLEAR, 'ヘルプデスク', 'helpdesk', 'help desk', 'キッティング'],
  ),
  rule(
    'DESIGNER',
    [STRONG, 'デザイナー', 'designer'],
    [[8, 4], 'UIデザイン', 'UXデザイン', 'UI design', 'UX design', 'Webデザイン'],
    [CLEAR, 'UI', 'UX'],
    [HINT, 'Figma'],
    [[6, 0], 'デザイン'],
  ),
]
  .flat()
  .sort((a, b) => b.specificity - a.specificity);

/** A title that says "engineer/developer" without naming a position. */
const GENERIC_TITLE = [
  /エンジニア|プログラマ|開発|ソフトウェア/,
  /(?<![a-z0-9])(?:engineer|developer|programmer|software|swe|sde)s?(?![a-z0-9])/,
];

/**
 * The organization name is a weak, indirect signal, used only when the title is a generic
 * engineer title and names no position itself: an engineer at a game company most likely builds
 * games, one at a research institute most likely does research. Anything else about the
 * employer (an "情報システム" in a SIer's name, a "Labs" in a startup's) says nothing reliable.
 */
const ORGANIZATION_HINTS: readonly { key: JobPositionKey; regex: RegExp }[] = [
  { key: 'GAME_ENGINEER', regex: /ゲム|(?<![a-z0-9])(?:games?|gaming)(?![a-z0-9])/ },
  {
    key: 'RESEARCH_ENGINEER',
    regex:
      /研究所|研究機構|(?<![a-z0-9])research (?:institute|laborator(?:y|ies)|labs?)(?![a-z0-9])/,
  },
];

// ---------------------------------------------------------------------------------------------
// Scoring

const MASK = '\u0000';

interface FieldHit {
  weight: number;
  position: number;
}

/**
 * Runs every pattern (most specific first) over one field and returns, per key, the weights of
 * the distinct patterns that matched (each pattern counts once) and the first position.
 */
function matchField(text: string, field: 0 | 1): Map<JobPositionKey, FieldHit[]> {
  let cased = normalizeCased(text);
  let lower = lowerKeepingLength(cased);
  // "tl;dr" is not a tech lead.
  const tldr = /(?<![a-z0-9])tl;? ?dr(?![a-z0-9])/g;
  for (const m of lower.matchAll(tldr)) {
    cased = maskRange(cased, m.index, m[0].length);
    lower = maskRange(lower, m.index, m[0].length);
  }
  const hits = new Map<JobPositionKey, FieldHit[]>();
  for (const pattern of PATTERNS) {
    const weight = pattern.weights[field];
    if (weight <= 0) continue;
    const matches = [...(pattern.cased ? cased : lower).matchAll(pattern.regex)];
    const firstMatch = matches[0];
    if (!firstMatch) continue;
    for (const m of matches) {
      cased = maskRange(cased, m.index, m[0].length);
      lower = maskRange(lower, m.index, m[0].length);
    }
    for (const key of pattern.keys) {
      const list = hits.get(key) ?? [];
      list.push({ weight, position: firstMatch.index });
      hits.set(key, list);
    }
  }
  return hits;
}

function maskRange(text: string, start: number, length: number): string {
  return text.slice(0, start) + MASK.repeat(length) + text.slice(start + length);
}

interface Score {
  key: JobPositionKey;
  score: number;
  /** 0 title, 1 description, 2 organization: the strongest field the key was found in. */
  source: number;
  position: number;
}

const MASTER_ORDER = new Map<JobPositionKey, number>();

function masterOrder(key: JobPositionKey): number {
  let order = MASTER_ORDER.get(key);
  if (order === undefined) {
    order = jobPositionByKey(key).id;
    MASTER_ORDER.set(key, order);
  }
  return order;
}

function scoreExperience(experience: ExperienceForInference): Score[] {
  const scores = new Map<JobPositionKey, Score>();
  const add = (key: JobPositionKey, score: number, source: number, position: number) => {
    const current = scores.get(key);
    if (!current) {
      scores.set(key, { key, score, source, position });
      return;
    }
    current.score += score;
    if (source < current.source) {
      current.source = source;
      current.position = position;
    }
  };

  const title = experience.positionName ?? '';
  const titleHits = matchField(title, 0);
  for (const [key, hits] of titleHits) {
    // The best title pattern decides; a second title pattern for the same key adds nothing.
    add(key, Math.max(...hits.map((h) => h.weight)), 0, Math.min(...hits.map((h) => h.position)));
  }

  for (const [key, hits] of matchField(experience.description ?? '', 1)) {
    const sum = hits.reduce((total, h) => total + h.weight, 0);
    add(key, Math.min(sum, DESCRIPTION_CAP), 1, Math.min(...hits.map((h) => h.position)));
  }

  const normalizedTitle = normalizeForMatching(title);
  const genericTitle =
    titleHits.size === 0 && GENERIC_TITLE.some((regex) => regex.test(normalizedTitle));
  if (genericTitle) {
    const organization = normalizeForMatching(experience.organizationName);
    for (const hint of ORGANIZATION_HINTS) {
      if (hint.regex.test(organization)) add(hint.key, ORGANIZATION_WEIGHT, 2, 0);
    }
  }
  return [...scores.values()];
}

function rankedKeys(scores: Score[]): JobPositionKey[] {
  const kept = scores.filter((s) => s.score >= INFERENCE_THRESHOLD);
  // "Mobile" is the position for app engineers who name neither platform; once iOS or Android
  // is recognised, that platform is the better answer.
  const platform = kept.some((s) => s.key === 'IOS_ENGINEER' || s.key === 'ANDROID_ENGINEER');
  return kept
    .filter((s) => !(platform && s.key === 'MOBILE_ENGINEER'))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.source - b.source ||
        a.position - b.position ||
        masterOrder(a.key) - masterOrder(b.key),
    )
    .slice(0, MAX_INFERRED_POSITIONS)
    .map((s) => s.key);
}

/**
 * Infers job positions for one experience: master keys, most confident first, deduplicated, at
 * most three; [] when nothing is recognised (never OTHER).
 */
export function inferJobPositions(experience: ExperienceForInference): JobPositionKey[] {
  return rankedKeys(scoreExperience(experience));
}

export interface ExperienceWithPositions<Id = number> extends ExperienceForInference {
  id: Id;
  /** Job position ids the person has already set on the experience. */
  positions: readonly number[];
}

export interface JobPositionConjecture<Id = number> {
  experienceId: Id;
  jobPositionId: number;
}

/**
 * Conjectures for the confirmation dialog, one per inferred position, in experience order and
 * then confidence order; keys become ids through the master.
 *
 * Only experiences without positions get conjectures. Positions on an experience were chosen
 * (or confirmed) by the person, and the dialog exists to fill gaps, not to second-guess them:
 * offering our guesses next to their choice would either repeat it or contradict it, and a
 * person who had already answered would be asked again every time the list loads.
 */
export function conjecturesFor<Id>(
  experiences: readonly ExperienceWithPositions<Id>[],
): JobPositionConjecture<Id>[] {
  return experiences
    .filter((experience) => experience.positions.length === 0)
    .flatMap((experience) =>
      inferJobPositions(experience).map((key) => ({
        experienceId: experience.id,
        jobPositionId: jobPositionByKey(key).id,
      })),
    );
}
