/**
 * A CSV reader after RFC 4180, as LinkedIn writes its exports: fields separated by commas,
 * records by CRLF (a bare LF or CR is accepted too), a field in double quotes may hold commas,
 * line breaks and doubled quotes (""). A leading UTF-8 byte-order mark is dropped. Lenient
 * where the RFC is strict but the intent is clear (text after a closing quote is kept), strict
 * where guessing would misplace data: an unclosed quote is an error.
 */

export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
}

const BOM = '\uFEFF';

/** Rows of fields, in order. Blank lines are left out; fields are not trimmed. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  // Whether the current record has anything yet (so "" at the end of a line is a field).
  let started = false;

  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    // A blank line is one empty field: not a record.
    if (!(row.length === 1 && row[0] === '' && !started)) rows.push(row);
    row = [];
    started = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      inQuotes = true;
      started = true;
    } else if (ch === ',') {
      endField();
      started = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else {
      field += ch;
      started = true;
    }
  }
  if (inQuotes) throw new CsvSyntaxError('unterminated quoted field');
  if (started || field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * Rows as records keyed by the header's column names, trimmed and lower-cased. The header is the first of
 * the first few rows that holds every `required` column (exports sometimes start with a note
 * line); missing trailing cells read as ''. Null when no such header is found.
 */
export function csvRecords(
  rows: string[][],
  required: readonly string[],
): Record<string, string>[] | null {
  const lookahead = Math.min(rows.length, 5);
  for (let h = 0; h < lookahead; h++) {
    const header = (rows[h] ?? []).map((name) => name.trim());
    const lower = header.map((name) => name.toLowerCase());
    if (!required.every((name) => lower.includes(name.toLowerCase()))) continue;
    return rows.slice(h + 1).map((cells) => {
      const record: Record<string, string> = {};
      lower.forEach((name, i) => {
        record[name] = cells[i] ?? '';
      });
      return record;
    });
  }
  return null;
}
