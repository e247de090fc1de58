/*
 * Whether a connpass event is a tech event (EventData.is_tech_event), which the tech score
 * counts (2.0 per talk, 0.1 per attendance) and the rest does not.
 *
 * The rule: an event is technical when its title, catch copy, group (series) name or hash
 * tag contains at least one word of TECH_WORDS. Japanese words match anywhere in the text;
 * Latin words match as whole words only (not inside a longer Latin word: "AI" matches
 * "生成AI" but not "RAIN"), ignoring case except the short ones in CASE_SENSITIVE ("Go" is the
 * language, "go" in an English sentence is not). Nothing else counts: a 交流会, 懇親会,
 * 読書会 or clean-up day without any tech word is not a tech event, and a tech word wins over
 * them ("エンジニア交流会" is technical). The description is not read: sponsors' and venues'
 * blurbs there mention tech words for events of every kind.
 */

/** Japanese words (matched as substrings). */
export const TECH_WORDS_JA = [
  '勉強会',
  'エンジニア',
  '開発',
  '技術',
  'プログラミング',
  'プログラマ',
  'コーディング',
  'もくもく会',
  'ハッカソン',
  'ハンズオン',
  'カンファレンス',
  '輪読会',
  '機械学習',
  '深層学習',
  '人工知能',
  '生成AI',
  'データ分析',
  'データベース',
  'データエンジニア',
  'インフラ',
  'クラウド',
  'セキュリティ',
  'ソフトウェア',
  'アルゴリズム',
  'アジャイル',
  'スクラム',
  'テスト自動化',
  'コンテナ',
  'サーバーレス',
  'フロントエンド',
  'バックエンド',
  'オープンソース',
  'ゲーム制作',
  'ライトニングトーク',
] as const;

/** Latin words and names (matched as whole words). */
export const TECH_WORDS_LATIN = [
  'LT',
  'Go',
  'Golang',
  'Rust',
  'Ruby',
  'Rails',
  'Python',
  'Django',
  'PHP',
  'Laravel',
  'Java',
  'Kotlin',
  'Scala',
  'Swift',
  'iOS',
  'Android',
  'Flutter',
  'Dart',
  'JavaScript',
  'TypeScript',
  'Node.js',
  'Deno',
  'React',
  'Vue',
  'Vue.js',
  'Nuxt',
  'Next.js',
  'Angular',
  'Svelte',
  'HTML',
  'CSS',
  'Web',
  'API',
  'AWS',
  'JAWS-UG',
  'GCP',
  'Google Cloud',
  'Azure',
  'Kubernetes',
  'k8s',
  'Docker',
  'Terraform',
  'Linux',
  'SRE',
  'DevOps',
  'CI/CD',
  'GitHub',
  'Git',
  'OSS',
  'AI',
  'LLM',
  'ML',
  'DB',
  'SQL',
  'PostgreSQL',
  'MySQL',
  'Redis',
  'BigQuery',
  'Firebase',
  'Unity',
  'C#',
  'C++',
  '.NET',
  'Elixir',
  'Haskell',
  'Perl',
  'Tech',
  'Developer',
  'Developers',
  'Engineer',
  'Engineering',
  'Programming',
  'Hackathon',
  'Conference',
  'DevFest',
] as const;

/** Short words that count only as written ("Go", not "go" or "GO"). */
export const CASE_SENSITIVE = new Set([
  'Go',
  'LT',
  'AI',
  'ML',
  'DB',
  'Web',
  'Git',
  'Dart',
  'Unity',
]);

/** Community names like Shibuya.rb, Kanazawa.rb, Fukuoka.go, Sapporo.js. */
const COMMUNITY_SUFFIX =
  /(?<=[A-Za-z0-9])\.(?:rb|go|js|py|rs|ex|php|swift|kt|scala|pm)(?![A-Za-z0-9])/i;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

const LATIN_PATTERNS = TECH_WORDS_LATIN.map(
  (word) =>
    new RegExp(
      `(?<![A-Za-z0-9])${escapeRegExp(word)}(?![A-Za-z0-9${/[+#]$/.test(word) ? '' : '+#'}])`,
      CASE_SENSITIVE.has(word) ? '' : 'i',
    ),
);

export interface EventText {
  title: string;
  catch?: string | null;
  /** The group (series) the event belongs to. */
  groupTitle?: string | null;
  hashTag?: string | null;
}

/** The tech word that made the event technical, or null. */
export function techWordIn(event: EventText): string | null {
  const text = [event.title, event.catch, event.groupTitle, event.hashTag]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .normalize('NFKC');
  for (const word of TECH_WORDS_JA) if (text.includes(word)) return word;
  for (let i = 0; i < LATIN_PATTERNS.length; i++) {
    if (LATIN_PATTERNS[i]!.test(text)) return TECH_WORDS_LATIN[i]!;
  }
  return COMMUNITY_SUFFIX.exec(text)?.[0] ?? null;
}

/** True when the event is a tech event by the rule above. */
export const isTechEvent = (event: EventText): boolean => techWordIn(event) !== null;
