import { isValidBirthdate } from '@kiseki/contract/career-rules';

/** Input lengths of the birthdate fields (spec section 5): year 4, month and day 2. */
export const BIRTHDATE_MAX_LENGTH = { year: 4, month: 2, day: 2 } as const;

export interface BirthdateFields {
  year: string;
  month: string;
  day: string;
}

export const EMPTY_BIRTHDATE: BirthdateFields = { year: '', month: '', day: '' };

const DIGITS = /^\d+$/;

/**
 * The three fields as the wire's "YYYY-MM-DD", or null when they cannot make one: a year of
 * four digits, a month and a day of one or two (a single digit is padded: 4 → 04). Longer
 * values than the inputs allow are refused rather than cut.
 */
export function composeBirthdate(fields: BirthdateFields): string | null {
  const year = fields.year.trim();
  const month = fields.month.trim();
  const day = fields.day.trim();
  if (year.length !== BIRTHDATE_MAX_LENGTH.year || !DIGITS.test(year)) return null;
  for (const [value, max] of [
    [month, BIRTHDATE_MAX_LENGTH.month],
    [day, BIRTHDATE_MAX_LENGTH.day],
  ] as const) {
    if (value.length === 0 || value.length > max || !DIGITS.test(value)) return null;
  }
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export interface BirthdateFieldState {
  /** "YYYY-MM-DD" when valid (year 1900 or later, a real date), else null. */
  birthdate: string | null;
  /** Whether each field shows the error state (they always do together). */
  showError: boolean;
  /** Whether 保存 may be pressed. */
  canSave: boolean;
}

/**
 * Spec section 5: valid only if the year is 1900 or later and the date is a real YYYY-MM-DD;
 * otherwise each field shows an error state and save is disabled. The error waits until the
 * person has filled all three fields or left one, so it does not flash at the first digit.
 */
export function birthdateFieldState(
  fields: BirthdateFields,
  touched: boolean,
): BirthdateFieldState {
  const composed = composeBirthdate(fields);
  const birthdate = composed !== null && isValidBirthdate(composed) ? composed : null;
  const allFilled = Object.values(fields).every((value) => value.trim().length > 0);
  const anyFilled = Object.values(fields).some((value) => value.trim().length > 0);
  return {
    birthdate,
    showError: birthdate === null && (allFilled || (touched && anyFilled)),
    canSave: birthdate !== null,
  };
}

/** A stored "YYYY-MM-DD" shown the Japanese way: 1990年4月1日. */
export function formatBirthdate(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return `${year}年${month}月${day}日`;
}

/**
 * Full-width digits typed with a Japanese input method (１９９０) become ASCII ones, and
 * anything else is dropped: the fields take digits only.
 */
export function digitsOnly(value: string): string {
  return value
    .replace(/[０-９]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\D/g, '');
}
