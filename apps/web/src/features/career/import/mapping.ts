import {
  ENROLLMENT_STATUS,
  EXPERIENCE_DESCRIPTION_MAX_LENGTH,
  educationEndYearRange,
  experienceYearRange,
  MAJOR_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  POSITION_NAME_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  SCHOOL_TYPE,
} from '@kiseki/contract/career-rules';
import { type FileDate, japanYearMonth, monthIndex, parseFileDate } from './dates';
import type { ImportedEducation, ImportedExperience, SkippedEntry } from './import-types';
import { importJa } from './messages';
import { cleanLine, cleanMultiline, cut } from './text';

/**
 * From what a file says to what the API accepts: the common rules of both formats. Every
 * value is cleaned, clamped to the contract's limits or, when it cannot be used, the entry is
 * skipped with a reason the person can read. `now` fixes the moving year windows (tests).
 */

const t = importJa;

export type Mapped<T> = { entry: T } | { skipped: SkippedEntry };

/** An experience as a file describes it, fields still raw. */
export interface RawExperience {
  organization: unknown;
  title: unknown;
  start: unknown;
  end: unknown;
  /** Already joined (summary and highlights); cleaned here. */
  description: string;
}

/** An education as a file describes it, fields still raw. */
export interface RawEducation {
  school: unknown;
  /** The degree or kind of study ("Bachelor", "学士", "修士課程"); decides the school type. */
  degree: unknown;
  major: unknown;
  end: unknown;
}

const rangeOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function mapExperience(raw: RawExperience, now: Date): Mapped<ImportedExperience> {
  const organization = cleanLine(raw.organization);
  const label = organization || cleanLine(raw.title) || rangeOf(raw.start);
  const skip = (reason: string): Mapped<ImportedExperience> => ({
    skipped: { kind: 'experience', label, reason },
  });
  if (!organization) return skip(t.skip.noOrganization);
  if (organization.length > ORGANIZATION_NAME_MAX_LENGTH) return skip(t.skip.organizationTooLong);

  const notes: string[] = [];
  const { min, max } = experienceYearRange(now);
  const today = japanYearMonth(now);

  const start = parseFileDate(raw.start);
  if (start.kind === 'none' || start.kind === 'present') return skip(t.skip.noStart);
  if (start.kind === 'invalid') return skip(t.skip.badStart);
  if (start.year < min || start.year > max) return skip(t.skip.startOutOfRange);
  // A year alone starts in January: the widest reading, and the person can correct it.
  const startMonth = start.month ?? 1;
  if (start.month === null) notes.push(t.notes.monthAssumed('開始', startMonth));

  let endYear: number | null = null;
  let endMonth: number | null = null;
  const end: FileDate = parseFileDate(raw.end);
  if (end.kind === 'invalid') return skip(t.skip.badEnd);
  if (end.kind === 'date') {
    if (end.year < min || end.year > max) return skip(t.skip.endOutOfRange);
    endYear = end.year;
    // A year alone ends in December, or in the current month when that is this year.
    endMonth = end.month ?? (end.year === today.year ? today.month : 12);
    if (end.month === null) notes.push(t.notes.monthAssumed('終了', endMonth));
    if (monthIndex(endYear, endMonth) < monthIndex(start.year, startMonth)) {
      return skip(t.skip.endBeforeStart);
    }
  }

  let positionName = cleanLine(raw.title);
  if (positionName.length > POSITION_NAME_MAX_LENGTH) {
    positionName = cut(positionName, POSITION_NAME_MAX_LENGTH);
    notes.push(t.notes.positionNameCut);
  }
  let description = cleanMultiline(raw.description);
  if (description.length > EXPERIENCE_DESCRIPTION_MAX_LENGTH) {
    description = cut(description, EXPERIENCE_DESCRIPTION_MAX_LENGTH);
    notes.push(t.notes.descriptionCut);
  }

  return {
    entry: {
      organization_name: organization,
      position_name: positionName || null,
      start_year: start.year,
      start_month: startMonth,
      end_year: endYear,
      end_month: endMonth,
      description: description || null,
      notes,
    },
  };
}

export function mapEducation(raw: RawEducation, now: Date): Mapped<ImportedEducation> {
  const school = cleanLine(raw.school);
  const label = school || cleanLine(raw.degree);
  const skip = (reason: string): Mapped<ImportedEducation> => ({
    skipped: { kind: 'education', label, reason },
  });
  if (!school) return skip(t.skip.noSchool);
  if (school.length > SCHOOL_NAME_MAX_LENGTH) return skip(t.skip.schoolTooLong);

  const notes: string[] = [];
  const end = parseFileDate(raw.end);
  if (end.kind === 'invalid') return skip(t.skip.badEnd);
  // Without an end there is no graduation (expected) date to register, which is required.
  if (end.kind !== 'date') return skip(t.skip.noGraduation);
  const { min, max } = educationEndYearRange(now);
  if (end.year < min || end.year > max) return skip(t.skip.graduationOutOfRange);
  // A year alone: March, when Japanese schools and universities hold their graduations.
  const endMonth = end.month ?? 3;
  if (end.month === null) notes.push(t.notes.monthAssumed('卒業', endMonth));

  const today = japanYearMonth(now);
  const enrollment =
    monthIndex(end.year, endMonth) > monthIndex(today.year, today.month)
      ? ENROLLMENT_STATUS.EXPECTED
      : ENROLLMENT_STATUS.GRADUATED;

  let major = cleanLine(raw.major);
  if (major.length > MAJOR_MAX_LENGTH) {
    major = cut(major, MAJOR_MAX_LENGTH);
    notes.push(t.notes.majorCut);
  }

  return {
    entry: {
      school_type: inferSchoolType(cleanLine(raw.degree), school),
      school_name: school,
      end_year: end.year,
      end_month: endMonth,
      enrollment_status: enrollment,
      major: major || null,
      notes,
    },
  };
}

/**
 * School types recognised in a degree or school name, most specific first: 博士前期 is a
 * master's course, 短期大学 and 大学院 contain 大学, 高等専門学校 contains both 高等 and 専門,
 * 中学 must win over 学校. Latin abbreviations match as whole tokens only.
 */
const SCHOOL_TYPE_RULES: readonly [RegExp, number][] = [
  [/博士前期|前期博士/, SCHOOL_TYPE.MASTER],
  [
    /博士|doctor|doctorate|ph\.?\s?d|d\.?\s?phil|(?<![a-z])(?:dr|d\.?eng|ed\.?d)(?![a-z])/,
    SCHOOL_TYPE.DOCTOR,
  ],
  [
    /修士|master|(?<![a-z])(?:m\.?s\.?c?|m\.?a|m\.?eng|m\.?tech|mba|m\.?phil)(?![a-z])/,
    SCHOOL_TYPE.MASTER,
  ],
  [/大学院|graduate school/, SCHOOL_TYPE.MASTER],
  [/高専|高等専門学校|college of technology|kosen/, SCHOOL_TYPE.TECHNICAL_COLLEGE],
  [/短大|短期大学|junior college|associate/, SCHOOL_TYPE.JUNIOR_COLLEGE],
  [/中学|junior high|middle school/, SCHOOL_TYPE.JUNIOR_HIGH],
  [/高校|高等学校|high school|secondary school/, SCHOOL_TYPE.HIGH_SCHOOL],
  [/専門学校|専門課程|専修学校|vocational|専門士/, SCHOOL_TYPE.VOCATIONAL_SCHOOL],
  [
    /学士|学部|大学|bachelor|undergraduate|university|(?<![a-z])(?:b\.?s\.?c?|b\.?a|b\.?eng|b\.?tech|b\.?e)(?![a-z])/,
    SCHOOL_TYPE.UNIVERSITY,
  ],
];

const matchSchoolType = (text: string): number | null => {
  const normalized = text.normalize('NFKC').toLowerCase();
  if (!normalized) return null;
  for (const [pattern, type] of SCHOOL_TYPE_RULES) if (pattern.test(normalized)) return type;
  return null;
};

/**
 * The school type (spec section 3) from the degree text, else from the school's name
 * ("東京大学", "○○高等専門学校"), else 8 others. Never -1: a registered education needs one.
 */
export function inferSchoolType(degree: string, schoolName: string): number {
  return matchSchoolType(degree) ?? matchSchoolType(schoolName) ?? SCHOOL_TYPE.OTHERS;
}

/**
 * The major in a LinkedIn "Degree Name" ("Bachelor of Engineering - BE, Computer Science",
 * "修士, 情報工学", "Master of Science in Computer Science", "学士（工学）"): what follows the
 * first comma or " in ", or what the brackets hold; '' for a bare degree ("BS", "修士");
 * otherwise the whole text ("Computer Science"), which the person can still edit on /cv.
 */
export function majorFromDegreeName(degreeName: string): string {
  const text = degreeName.normalize('NFKC').trim();
  const comma = /[,、]/.exec(text);
  if (comma) {
    const rest = text.slice(comma.index + 1).trim();
    if (rest) return rest;
  }
  const inMatch = / in (.+)$/i.exec(text);
  if (inMatch?.[1]) return inMatch[1].trim();
  const bracket = /[(「]([^)」]+)[)」]/.exec(text);
  if (bracket?.[1]) return bracket[1].trim();
  return matchSchoolType(text) === null ? text : '';
}
