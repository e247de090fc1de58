import { z } from '../zod';

/** The 47 prefectures by JIS X 0401 code (the same numbers as ISO 3166-2:JP). */
export const PREFECTURE_REGIONS = [
  '北海道・東北',
  '関東',
  '中部',
  '近畿',
  '中国',
  '四国',
  '九州・沖縄',
] as const;
export type PrefectureRegion = (typeof PREFECTURE_REGIONS)[number];

export interface Prefecture {
  /** JIS X 0401 code as a number, 1..47; what the database stores. */
  code: number;
  /** The same code as the standard writes it, two digits: '01'. */
  jisCode: string;
  name: string;
  region: PrefectureRegion;
}

const PREFECTURE_ROWS: readonly (readonly [number, string, PrefectureRegion])[] = [
  [1, '北海道', '北海道・東北'],
  [2, '青森県', '北海道・東北'],
  [3, '岩手県', '北海道・東北'],
  [4, '宮城県', '北海道・東北'],
  [5, '秋田県', '北海道・東北'],
  [6, '山形県', '北海道・東北'],
  [7, '福島県', '北海道・東北'],
  [8, '茨城県', '関東'],
  [9, '栃木県', '関東'],
  [10, '群馬県', '関東'],
  [11, '埼玉県', '関東'],
  [12, '千葉県', '関東'],
  [13, '東京都', '関東'],
  [14, '神奈川県', '関東'],
  [15, '新潟県', '中部'],
  [16, '富山県', '中部'],
  [17, '石川県', '中部'],
  [18, '福井県', '中部'],
  [19, '山梨県', '中部'],
  [20, '長野県', '中部'],
  [21, '岐阜県', '中部'],
  [22, '静岡県', '中部'],
  [23, '愛知県', '中部'],
  [24, '三重県', '近畿'],
  [25, '滋賀県', '近畿'],
  [26, '京都府', '近畿'],
  [27, '大阪府', '近畿'],
  [28, '兵庫県', '近畿'],
  [29, '奈良県', '近畿'],
  [30, '和歌山県', '近畿'],
  [31, '鳥取県', '中国'],
  [32, '島根県', '中国'],
  [33, '岡山県', '中国'],
  [34, '広島県', '中国'],
  [35, '山口県', '中国'],
  [36, '徳島県', '四国'],
  [37, '香川県', '四国'],
  [38, '愛媛県', '四国'],
  [39, '高知県', '四国'],
  [40, '福岡県', '九州・沖縄'],
  [41, '佐賀県', '九州・沖縄'],
  [42, '長崎県', '九州・沖縄'],
  [43, '熊本県', '九州・沖縄'],
  [44, '大分県', '九州・沖縄'],
  [45, '宮崎県', '九州・沖縄'],
  [46, '鹿児島県', '九州・沖縄'],
  [47, '沖縄県', '九州・沖縄'],
];

export const PREFECTURES: readonly Prefecture[] = PREFECTURE_ROWS.map(([code, name, region]) => ({
  code,
  jisCode: String(code).padStart(2, '0'),
  name,
  region,
}));

export const PREFECTURE_CODE_MIN = 1;
export const PREFECTURE_CODE_MAX = 47;
export const prefectureCodeSchema = z
  .number()
  .int()
  .min(PREFECTURE_CODE_MIN)
  .max(PREFECTURE_CODE_MAX);

export const prefecturesByCode: ReadonlyMap<number, Prefecture> = new Map(
  PREFECTURES.map((p) => [p.code, p]),
);

/** Prefecture code by its Japanese name; throws on a name that is not one of the 47. */
export function prefectureCodeByName(name: string): number {
  const found = PREFECTURES.find((p) => p.name === name);
  if (!found) throw new Error(`unknown prefecture: ${name}`);
  return found.code;
}
