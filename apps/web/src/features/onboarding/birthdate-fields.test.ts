import { describe, expect, it } from 'vitest';
import {
  BIRTHDATE_MAX_LENGTH,
  birthdateFieldState,
  composeBirthdate,
  digitsOnly,
  formatBirthdate,
} from './birthdate-fields';

const state = (year: string, month: string, day: string, touched = false) =>
  birthdateFieldState({ year, month, day }, touched);

describe('birthdate fields (spec section 5)', () => {
  it('accepts 1900 and refuses 1899, with every field in the error state', () => {
    expect(state('1900', '01', '01')).toEqual({
      birthdate: '1900-01-01',
      showError: false,
      canSave: true,
    });
    expect(state('1899', '12', '31')).toEqual({ birthdate: null, showError: true, canSave: false });
  });

  it('accepts 29 February in a leap year only', () => {
    expect(state('2000', '02', '29').birthdate).toBe('2000-02-29');
    expect(state('1996', '2', '29').birthdate).toBe('1996-02-29');
    const common = state('2001', '02', '29');
    expect(common.canSave).toBe(false);
    expect(common.showError).toBe(true);
    // 1900 is divisible by 100 and not by 400: not a leap year.
    expect(state('1900', '02', '29').canSave).toBe(false);
  });

  it('refuses dates that do not exist', () => {
    for (const [y, m, d] of [
      ['1990', '13', '01'],
      ['1990', '00', '10'],
      ['1990', '04', '31'],
      ['1990', '04', '00'],
    ] as const) {
      expect(state(y, m, d).canSave, `${y}-${m}-${d}`).toBe(false);
    }
    expect(state('1990', '4', '30').birthdate).toBe('1990-04-30');
  });

  it('limits the inputs to 4, 2 and 2 characters and refuses longer values', () => {
    expect(BIRTHDATE_MAX_LENGTH).toEqual({ year: 4, month: 2, day: 2 });
    // A five-character year cannot be typed (maxLength) and is refused if it arrives anyway.
    expect(composeBirthdate({ year: '19900', month: '01', day: '01' })).toBeNull();
    expect(state('19900', '01', '01').canSave).toBe(false);
    expect(composeBirthdate({ year: '1990', month: '001', day: '01' })).toBeNull();
    expect(composeBirthdate({ year: '1990', month: '01', day: '001' })).toBeNull();
    // Two-digit years are not years here.
    expect(composeBirthdate({ year: '90', month: '01', day: '01' })).toBeNull();
  });

  it('refuses anything but digits', () => {
    expect(composeBirthdate({ year: '１９９０', month: '01', day: '01' })).toBeNull();
    expect(composeBirthdate({ year: '199a', month: '01', day: '01' })).toBeNull();
    expect(composeBirthdate({ year: '1990', month: '-1', day: '01' })).toBeNull();
  });

  it('shows no error while the person is still filling in, until a field is left', () => {
    expect(state('', '', '')).toEqual({ birthdate: null, showError: false, canSave: false });
    expect(state('1', '', '')).toEqual({ birthdate: null, showError: false, canSave: false });
    expect(state('1', '', '', true).showError).toBe(true);
    expect(state('', '', '', true).showError).toBe(false);
  });

  it('writes a stored date the Japanese way', () => {
    expect(formatBirthdate('1990-04-01')).toBe('1990年4月1日');
  });
});

describe('digitsOnly', () => {
  it('turns full-width digits into ASCII and drops the rest', () => {
    expect(digitsOnly('１９９０')).toBe('1990');
    expect(digitsOnly('19年')).toBe('19');
    expect(digitsOnly(' 4 ')).toBe('4');
  });
});
