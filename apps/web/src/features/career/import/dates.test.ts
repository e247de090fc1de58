import { describe, expect, it } from 'vitest';
import { japanYearMonth, parseFileDate } from './dates';

describe('parseFileDate', () => {
  it.each([
    ['2019-04-01', 2019, 4],
    ['2019-04', 2019, 4],
    ['2019-4', 2019, 4],
    ['2019', 2019, null],
    ['2019/04', 2019, 4],
    ['2019.04.01', 2019, 4],
    ['2019-04-01T00:00:00Z', 2019, 4],
    ['Apr 2019', 2019, 4],
    ['April 2019', 2019, 4],
    ['apr. 2019', 2019, 4],
    ['Sept 2020', 2020, 9],
    ['Dec-2021', 2021, 12],
    ['4/2019', 2019, 4],
    ['2019年4月', 2019, 4],
    ['2019年4月1日', 2019, 4],
    ['２０１９年４月', 2019, 4],
    ['2019年', 2019, null],
    ['  Jan 2020  ', 2020, 1],
  ])('%s', (text, year, month) => {
    expect(parseFileDate(text)).toEqual({ kind: 'date', year, month });
  });

  it.each(['Present', 'present', '現在', 'Current', 'NOW'])('%s is ongoing', (text) => {
    expect(parseFileDate(text)).toEqual({ kind: 'present' });
  });

  it.each([undefined, null, '', '   ', 2019, {}])('%s is no date', (value) => {
    expect(parseFileDate(value)).toEqual({ kind: 'none' });
  });

  it.each(['2019-13', '2019-00', 'Foo 2019', 'yesterday', '19-04', '13/2019', '2019年13月'])(
    '%s is invalid',
    (text) => {
      expect(parseFileDate(text)).toEqual({ kind: 'invalid' });
    },
  );
});

describe('japanYearMonth', () => {
  it('is nine hours ahead of UTC', () => {
    expect(japanYearMonth(new Date('2025-12-31T14:59:59Z'))).toEqual({ year: 2025, month: 12 });
    expect(japanYearMonth(new Date('2025-12-31T15:00:00Z'))).toEqual({ year: 2026, month: 1 });
  });
});
