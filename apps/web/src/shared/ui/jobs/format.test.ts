import { describe, expect, it } from 'vitest';
import {
  companyInitial,
  formatCount,
  formatSalary,
  locationLabel,
  logoTextColor,
  prefectureName,
  safeLogoColor,
} from './format';

describe('formatSalary', () => {
  it.each([
    [500, 800, '年収 500万〜800万円'],
    [1000, 1500, '年収 1000万〜1500万円'],
    [600, 600, '年収 600万円'],
    [400, 0, '年収 400万円〜'],
    [0, 700, '年収 〜700万円'],
    [0, 0, '年収 応相談'],
  ])('%i–%i is %s', (min, max, text) => {
    expect(formatSalary(min, max)).toBe(text);
  });
});

describe('places and counts', () => {
  it('names prefectures by JIS code, and nothing for a code outside 1–47', () => {
    expect(prefectureName(1)).toBe('北海道');
    expect(prefectureName(13)).toBe('東京都');
    expect(prefectureName(47)).toBe('沖縄県');
    expect(prefectureName(0)).toBe('');
    expect(prefectureName(48)).toBe('');
  });

  it('says フルリモート for a fully remote job, else the prefecture', () => {
    expect(locationLabel('fullRemote', 13)).toBe('フルリモート');
    expect(locationLabel('partialRemote', 27)).toBe('大阪府');
    expect(locationLabel('attendance', 40)).toBe('福岡県');
  });

  it('writes counts with a thousands separator and 件', () => {
    expect(formatCount(0)).toBe('0件');
    expect(formatCount(1234)).toBe('1,234件');
  });
});

describe('company mark', () => {
  it.each([
    ['株式会社キセキ', 'キ'],
    ['キセキ株式会社', 'キ'],
    ['合同会社 ミライ', 'ミ'],
    ['（株）テスト', 'テ'],
    ['acme inc.', 'A'],
    ['株式会社', '株'],
  ])('%s → %s', (name, initial) => {
    expect(companyInitial(name)).toBe(initial);
  });

  it('accepts only #rrggbb colours', () => {
    expect(safeLogoColor('#0a7d5c')).toBe('#0a7d5c');
    expect(safeLogoColor('red; background: url(x)')).toBe('#1d5bbf');
  });

  it('writes white on dark colours and dark on light ones', () => {
    expect(logoTextColor('#1d5bbf')).toBe('#ffffff');
    expect(logoTextColor('#000000')).toBe('#ffffff');
    expect(logoTextColor('#ffe066')).toBe('#1b2430');
    expect(logoTextColor('#ffffff')).toBe('#1b2430');
  });
});
