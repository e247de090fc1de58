import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPE_IDS,
  BUSINESS_TYPES,
  JOB_POSITION_CATEGORIES,
  JOB_POSITION_KEYS,
  JOB_POSITIONS,
  jobPositionIdSchema,
  PREFECTURES,
  PREFERRED_CONDITION,
  PREFERRED_CONDITIONS,
  prefectureCodeByName,
  prefectureCodeSchema,
  TECH_TAG_GROUPS,
  TECH_TAGS,
  techTagByName,
  workStyleSchema,
} from '.';

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

describe('master data', () => {
  it('lists every reference position key once, each in exactly one category', () => {
    expect(JOB_POSITIONS.map((p) => p.key)).toEqual([...JOB_POSITION_KEYS]);
    expect(unique(JOB_POSITIONS.map((p) => p.id))).toBe(true);
    const listed = JOB_POSITION_CATEGORIES.flatMap((c) => c.positionIds);
    expect([...listed].sort((a, b) => a - b)).toEqual(JOB_POSITIONS.map((p) => p.id));
    for (const category of JOB_POSITION_CATEGORIES)
      expect(category.positionIds.length).toBeGreaterThan(0);
    expect(JOB_POSITIONS.find((p) => p.key === 'FRONTEND_ENGINEER')?.name).toBe(
      'フロントエンドエンジニア',
    );
  });

  it('has tech tags with unique ids and names in all four groups', () => {
    expect(unique(TECH_TAGS.map((t) => t.id))).toBe(true);
    expect(unique(TECH_TAGS.map((t) => t.name))).toBe(true);
    for (const group of TECH_TAG_GROUPS) {
      expect(TECH_TAGS.some((t) => t.group === group)).toBe(true);
    }
    expect(techTagByName('Go').group).toBe('language');
  });

  it('has the 16 preferred conditions with their published ids', () => {
    expect(PREFERRED_CONDITIONS).toHaveLength(16);
    expect(PREFERRED_CONDITIONS.map((c) => c.id)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(PREFERRED_CONDITIONS[PREFERRED_CONDITION.flextime - 1]?.label).toBe('フレックス');
  });

  it('numbers business types 1 自社開発, 2 受託開発, 3 SES', () => {
    expect(BUSINESS_TYPES.map((b) => `${b.id} ${b.label}`)).toEqual([
      '1 自社開発',
      '2 受託開発',
      '3 SES',
    ]);
    expect(BUSINESS_TYPE_IDS).toEqual([1, 2, 3]);
  });

  it('has the 47 prefectures in JIS X 0401 order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(PREFECTURES[0]).toMatchObject({ jisCode: '01', name: '北海道' });
    expect(prefectureCodeByName('東京都')).toBe(13);
    expect(prefectureCodeByName('大阪府')).toBe(27);
    expect(prefectureCodeByName('福岡県')).toBe(40);
    expect(PREFECTURES[46]).toMatchObject({ jisCode: '47', name: '沖縄県' });
    expect(unique(PREFECTURES.map((p) => p.name))).toBe(true);
  });

  it('validates through its zod schemas', () => {
    expect(workStyleSchema.safeParse('fullRemote').success).toBe(true);
    expect(workStyleSchema.safeParse('remote').success).toBe(false);
    expect(prefectureCodeSchema.safeParse(48).success).toBe(false);
    expect(jobPositionIdSchema.safeParse(2).success).toBe(true);
    expect(jobPositionIdSchema.safeParse(999).success).toBe(false);
  });
});
