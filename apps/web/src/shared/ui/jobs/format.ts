import type { WorkStyle } from '@kiseki/contract/master/job-conditions';
import { PREFECTURE_NAMES, WORK_STYLE_LABELS } from './labels';

/**
 * Wording of job facts, the same on every job screen. Salaries are annual, in whole 万円, and
 * are always shown: a listing without one is what people of this trade complain about most.
 */

/** 「年収 500万〜800万円」; one figure when the range is a single amount. */
export function formatSalary(min: number, max: number): string {
  if (min > 0 && max > 0) {
    return min === max ? `年収 ${min}万円` : `年収 ${min}万〜${max}万円`;
  }
  if (min > 0) return `年収 ${min}万円〜`;
  if (max > 0) return `年収 〜${max}万円`;
  return '年収 応相談';
}

export const prefectureName = (code: number): string => PREFECTURE_NAMES[code - 1] ?? '';

/** Where the work is done: a fully remote job has no place to go to. */
export const locationLabel = (workStyle: WorkStyle, prefectureCode: number): string =>
  workStyle === 'fullRemote' ? WORK_STYLE_LABELS.fullRemote : prefectureName(prefectureCode);

/** 「1,234件」 */
export const formatCount = (count: number): string => `${count.toLocaleString('ja-JP')}件`;

const LEGAL_FORMS =
  /^(株式会社|合同会社|有限会社|一般社団法人|\(株\)|（株）)\s*|\s*(株式会社|合同会社|有限会社|\(株\)|（株）)$/g;

/** The character of a company's logo mark: its name without 株式会社 and the like. */
export function companyInitial(name: string): string {
  const bare = name.replace(LEGAL_FORMS, '').trim() || name.trim();
  const first = Array.from(bare)[0] ?? '?';
  return first.toUpperCase();
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const FALLBACK_LOGO_COLOR = '#1d5bbf';

/** The logo colour when it is a plain #rrggbb, else the primary blue (it goes into style). */
export const safeLogoColor = (color: string): string =>
  HEX_COLOR.test(color) ? color : FALLBACK_LOGO_COLOR;

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * White or near-black, whichever reads better on the logo colour (WCAG contrast): companies
 * pick light colours too, and white on pale yellow cannot be read.
 */
export function logoTextColor(color: string): string {
  const background = luminance(safeLogoColor(color));
  const onWhite = 1.05 / (background + 0.05);
  const onDark = (background + 0.05) / (luminance('#1b2430') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#1b2430';
}
