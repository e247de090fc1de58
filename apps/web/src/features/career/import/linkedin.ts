import { CsvSyntaxError, csvRecords, parseCsv } from './csv';
import type {
  ImportedEducation,
  ImportedExperience,
  ImportResult,
  SkippedEntry,
} from './import-types';
import { ImportError } from './import-types';
import { majorFromDegreeName, mapEducation, mapExperience } from './mapping';
import { importJa } from './messages';

/**
 * LinkedIn's data export ("Get a copy of your data"): Positions.csv, Education.csv and
 * Skills.csv, one or several of them. A file is known by its name or, renamed, by its header.
 * Column names are matched without regard to case; other columns are ignored.
 */

const t = importJa.errors;

export type LinkedInKind = 'positions' | 'education' | 'skills';

/** Columns each file must have (the others we read may be missing or empty). */
export const LINKEDIN_COLUMNS: Record<LinkedInKind, readonly string[]> = {
  positions: ['Company Name', 'Title', 'Started On'],
  education: ['School Name', 'End Date'],
  skills: ['Name'],
};

/** The export's file names, lower-cased, by kind. */
export const LINKEDIN_FILE_NAMES: Record<string, LinkedInKind> = {
  'positions.csv': 'positions',
  'education.csv': 'education',
  'skills.csv': 'skills',
};

export interface CsvFile {
  /** The file's name, or its path inside a zip. */
  name: string;
  text: string;
}

const baseName = (path: string): string => path.split(/[/\\]/).pop() ?? path;

/** The kind a file name says, if it is one of the export's. */
export const kindOfFileName = (path: string): LinkedInKind | undefined =>
  LINKEDIN_FILE_NAMES[baseName(path).toLowerCase()];

function kindOfHeader(rows: string[][]): LinkedInKind | undefined {
  const order: LinkedInKind[] = ['positions', 'education', 'skills'];
  return order.find((kind) => csvRecords(rows.slice(0, 5), LINKEDIN_COLUMNS[kind]) !== null);
}

/** Reads the chosen CSV files (already decoded); throws ImportError on the first bad one. */
export function parseLinkedIn(
  files: readonly CsvFile[],
  options: { now?: Date } = {},
): ImportResult {
  const now = options.now ?? new Date();
  const experiences: ImportedExperience[] = [];
  const educations: ImportedEducation[] = [];
  const skills: string[] = [];
  const skipped: SkippedEntry[] = [];

  for (const file of files) {
    const name = baseName(file.name);
    if (file.text.replace(/^\uFEFF/, '').trim() === '') throw new ImportError(t.empty);
    let rows: string[][];
    try {
      rows = parseCsv(file.text);
    } catch (error) {
      if (error instanceof CsvSyntaxError) throw new ImportError(t.csvBroken(name));
      throw error;
    }
    const kind = kindOfFileName(file.name) ?? kindOfHeader(rows);
    if (!kind) throw new ImportError(t.csvUnknown);
    const records = csvRecords(rows, LINKEDIN_COLUMNS[kind]);
    if (!records) throw new ImportError(t.csvHeader(name, LINKEDIN_COLUMNS[kind].join(', ')));

    for (const r of records) {
      // A line of empty cells (a spreadsheet's trailing row) is no entry.
      if (Object.values(r).every((v) => v.trim() === '')) continue;
      if (kind === 'positions') {
        const mapped = mapExperience(
          {
            organization: r['company name'],
            title: r.title,
            start: r['started on'],
            end: r['finished on'],
            description: r.description ?? '',
          },
          now,
        );
        if ('entry' in mapped) experiences.push(mapped.entry);
        else skipped.push(mapped.skipped);
      } else if (kind === 'education') {
        const degree = r['degree name'] ?? '';
        const mapped = mapEducation(
          {
            school: r['school name'],
            degree,
            major: majorFromDegreeName(degree),
            end: r['end date'],
          },
          now,
        );
        if ('entry' in mapped) educations.push(mapped.entry);
        else skipped.push(mapped.skipped);
      } else {
        const skill = (r.name ?? '').trim();
        if (skill) skills.push(skill);
      }
    }
  }

  if (experiences.length === 0 && educations.length === 0 && skipped.length === 0) {
    throw new ImportError(t.nothingFound);
  }
  return {
    source: 'linkedin',
    files: files.map((f) => f.name),
    experiences,
    educations,
    skills: [...new Set(skills)],
    skipped,
  };
}
