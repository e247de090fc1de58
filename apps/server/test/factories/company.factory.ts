import type { NewCompany } from '../../src/db/schema';
import {
  companyProducts,
  GENERAL_MISSIONS,
  INDUSTRIES,
  type IndustryProfile,
  industryByName,
  LEGAL_FORMS,
  LOGO_COLORS,
  NAME_CORES,
  NAME_SUFFIXES,
  PREFECTURE_WEIGHTS,
} from './company-vocabulary';
import type { Rng } from './random';
import { DAY_MS, FACTORY_NOW, wholeSeconds } from './time';

export interface BuildOptions {
  /** The instant the world is "now"; timestamps fall before it. */
  now?: Date;
}

/** Companies by size, the way a job board's population skews: many small, few large. */
const SIZE_BANDS: readonly (readonly [readonly [number, number], number])[] = [
  [[8, 30], 18],
  [[30, 100], 30],
  [[100, 300], 26],
  [[300, 1000], 16],
  [[1000, 5000], 10],
];

/**
 * A company ready to insert, without id. Every field can be overridden; the rest is drawn
 * from `rng`, so the same stream gives the same company.
 */
export function buildCompany(
  rng: Rng,
  overrides: Partial<NewCompany> = {},
  options: BuildOptions = {},
): NewCompany {
  const now = (options.now ?? FACTORY_NOW).getTime();
  const core = rng.pick(NAME_CORES);
  const suffix = rng.pick(NAME_SUFFIXES);
  const name = rng.weighted(LEGAL_FORMS)(`${core.ja}${suffix.ja}`);
  const slug = `${core.romaji}-${suffix.romaji}`;
  const industry: IndustryProfile =
    (overrides.industry && industryByName(overrides.industry)) ||
    rng.weighted(INDUSTRIES.map((i) => [i, i.weight] as const));
  const [minSize, maxSize] = rng.weighted(SIZE_BANDS);
  // Overridden facts feed the text derived from them, so the description never contradicts a row.
  const employeeCount = overrides.employeeCount ?? rng.int(minSize, maxSize);
  const nowYear = new Date(now).getUTCFullYear();
  const foundedYear = nowYear - (employeeCount < 100 ? rng.int(1, 12) : rng.int(6, 45));
  const createdAtMs = now - rng.int(300, 1200) * DAY_MS - rng.int(0, 86_399) * 1000;
  const updatedAtMs = createdAtMs + Math.floor(rng.next() * (now - createdAtMs));

  return {
    slug,
    name,
    description: describeCompany(rng, overrides.name ?? name, industry, employeeCount),
    websiteUrl: `https://${overrides.slug ?? slug}.example.jp/`,
    industry: industry.name,
    employeeCount,
    foundedYear,
    prefectureCode: rng.weighted(PREFECTURE_WEIGHTS),
    logoColor: rng.pick(LOGO_COLORS),
    createdAt: wholeSeconds(createdAtMs),
    updatedAt: wholeSeconds(updatedAtMs),
    ...overrides,
  };
}

function describeCompany(
  rng: Rng,
  name: string,
  industry: IndustryProfile,
  employeeCount: number,
): string {
  // The same products its postings speak of (read from the name, not drawn here).
  const products = companyProducts(name, industry);
  const customers = rng.pick(industry.customers);
  const engineerShare = rng.int(3, 7) * 10;
  const opening =
    industry.name === 'SI・受託開発'
      ? `${name}は、${customers}のシステム開発を要件定義から運用まで一貫して手がけています。${products.join('や')}などの実績があります。`
      : `${name}は、${customers}に向けて${products.join('と')}を開発・提供しています。`;
  const scale =
    employeeCount < 100
      ? `社員${employeeCount}名の少数精鋭の組織で、一人ひとりの裁量が大きいのが特徴です。`
      : `社員数は約${Math.round(employeeCount / 10) * 10}名、そのうちエンジニアが約${engineerShare}%を占めます。`;
  const culture = rng.pick([
    'コードレビューと設計ドキュメントを大切にし、技術的な判断の理由を残す文化があります。',
    '職種を越えて意見を出し合い、ユーザーにとっての価値を基準に優先順位を決めています。',
    '社内勉強会や技術ブログでの発信を、業務の一部として後押ししています。',
    '働く場所や時間の柔軟さを保ちながら、成果で評価する仕組みを整えています。',
    '長く使われるサービスを丁寧に育てることを、組織の価値観に掲げています。',
  ]);
  return [
    `${opening}「${rng.pick([...industry.missions, ...GENERAL_MISSIONS])}」をミッションに掲げています。`,
    `${scale}${culture}`,
  ].join('\n\n');
}
