import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvRecords, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain rows with CRLF, LF or CR line ends', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text =
      'Company Name,Title,Description\r\n"Kiseki, Inc.",Engineer,"He said ""hi""\r\nand left"\r\n';
    expect(parseCsv(text)).toEqual([
      ['Company Name', 'Title', 'Description'],
      ['Kiseki, Inc.', 'Engineer', 'He said "hi"\r\nand left'],
    ]);
  });

  it('drops a UTF-8 byte-order mark and keeps Japanese text as it is', () => {
    expect(parseCsv('\uFEFFName\r\nTypeScript\r\n型推論\r\n')).toEqual([
      ['Name'],
      ['TypeScript'],
      ['型推論'],
    ]);
  });

  it('keeps empty fields, an empty quoted field and trailing empty cells', () => {
    expect(parseCsv('a,,c\n"",x,\n')).toEqual([
      ['a', '', 'c'],
      ['', 'x', ''],
    ]);
  });

  it('skips blank lines but not a line holding one empty quoted field', () => {
    expect(parseCsv('a\n\n\nb\n""\n')).toEqual([['a'], ['b'], ['']]);
  });

  it('answers no rows for empty input', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
    expect(parseCsv('\r\n\r\n')).toEqual([]);
  });

  it('keeps text after a closing quote rather than losing it', () => {
    expect(parseCsv('"abc"def,g')).toEqual([['abcdef', 'g']]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a,"unterminated\nrow')).toThrow(CsvSyntaxError);
  });
});

describe('csvRecords', () => {
  it('keys rows by the lower-cased, trimmed header and fills missing cells with ""', () => {
    const rows = parseCsv(' Company Name ,Title,Finished On\nKiseki,Engineer\n');
    expect(csvRecords(rows, ['Company Name', 'Title'])).toEqual([
      { 'company name': 'Kiseki', title: 'Engineer', 'finished on': '' },
    ]);
  });

  it('finds the header below a note line', () => {
    const rows = parseCsv('Notes: exported from LinkedIn\n\nName\nGo\n');
    expect(csvRecords(rows, ['Name'])).toEqual([{ name: 'Go' }]);
  });

  it('matches columns without regard to case', () => {
    expect(csvRecords([['NAME'], ['Rust']], ['Name'])).toEqual([{ name: 'Rust' }]);
  });

  it('answers null when a required column is missing', () => {
    expect(csvRecords(parseCsv('Company,Title\nA,B\n'), ['Company Name', 'Title'])).toBeNull();
    expect(csvRecords([], ['Name'])).toBeNull();
  });
});
