import { describe, expect, it } from 'vitest';
import {
  currentJapanYear,
  educationEndYearRange,
  experienceBulkRequestSchema,
  experienceRequestSchema,
  experienceYearRange,
  isMultilineAt,
  isValidBirthdate,
} from './index';

describe('career rules', () => {
  it('takes birthdates from 1900 that exist', () => {
    expect(isValidBirthdate('1900-01-01')).toBe(true);
    expect(isValidBirthdate('1899-12-31')).toBe(false);
    expect(isValidBirthdate('2024-02-29')).toBe(true);
    expect(isValidBirthdate('2023-02-29')).toBe(false);
    expect(isValidBirthdate('2000-02-29')).toBe(true);
    expect(isValidBirthdate('1900-02-29')).toBe(false);
    expect(isValidBirthdate('2024-00-10')).toBe(false);
    expect(isValidBirthdate('2024-1-10')).toBe(false);
    expect(isValidBirthdate(' 2024-01-10')).toBe(false);
  });

  it('moves the year windows with the Japanese calendar year', () => {
    // 2026-12-31T15:00Z is already 2027 in Japan.
    const newYearInTokyo = new Date('2026-12-31T15:00:00Z');
    expect(currentJapanYear(newYearInTokyo)).toBe(2027);
    expect(experienceYearRange(newYearInTokyo)).toEqual({ min: 1927, max: 2027 });
    expect(educationEndYearRange(newYearInTokyo)).toEqual({ min: 1977, max: 2033 });
  });

  it('names the bad item of a bulk save by its index', () => {
    const year = currentJapanYear();
    const good = { organization_name: 'A社', start_year: year, start_month: 1 };
    const result = experienceBulkRequestSchema.safeParse({
      experience_list: [good, { ...good, end_year: year }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'experience_list.1.end_month',
    ]);
  });

  it('marks the description, and only it, multi-line', () => {
    expect(isMultilineAt(experienceRequestSchema, ['description'])).toBe(true);
    expect(isMultilineAt(experienceRequestSchema, ['organization_name'])).toBe(false);
    expect(isMultilineAt(experienceBulkRequestSchema, ['experience_list', 3, 'description'])).toBe(
      true,
    );
  });
});
