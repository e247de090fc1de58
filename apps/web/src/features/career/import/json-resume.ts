import type {
  ImportedEducation,
  ImportedExperience,
  ImportResult,
  SkippedEntry,
} from './import-types';
import { ImportError } from './import-types';
import { mapEducation, mapExperience } from './mapping';
import { importJa } from './messages';

/**
 * JSON Resume (jsonresume.org, schema v1): `work[]` (name — `company` in files written for
 * the older schema —, position, startDate, endDate, summary, highlights[]), `education[]`
 * (institution, area, studyType, startDate, endDate) and `skills[]` (name). Other sections
 * (basics, projects, volunteer, …) have no place in the career history and are ignored.
 */

const t = importJa.errors;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The experience's description: the summary, then the highlights as bullet lines. */
export function workDescription(work: Json): string {
  const lines: string[] = [];
  const summary = text(work.summary).trim() || text(work.description).trim();
  if (summary) lines.push(summary);
  const highlights = Array.isArray(work.highlights)
    ? work.highlights
        .map(text)
        .map((h) => h.trim())
        .filter(Boolean)
    : [];
  for (const highlight of highlights) lines.push(`・${highlight}`);
  return lines.join('\n');
}

/** Parses the text of a resume.json; throws ImportError with the person's message. */
export function parseJsonResume(
  source: string,
  options: { fileName?: string; now?: Date } = {},
): ImportResult {
  const now = options.now ?? new Date();
  const body = source.startsWith('\uFEFF') ? source.slice(1) : source;
  if (body.trim() === '') throw new ImportError(t.empty);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new ImportError(t.notJson);
  }
  if (!isObject(data)) throw new ImportError(t.notJsonResume);
  const { work, education, skills } = data;
  const workList = Array.isArray(work) ? work : null;
  const educationList = Array.isArray(education) ? education : null;
  // At least one of the sections we read must be there, as a list.
  if (workList === null && educationList === null) throw new ImportError(t.notJsonResume);
  if (
    (work !== undefined && workList === null) ||
    (education !== undefined && educationList === null)
  ) {
    throw new ImportError(t.notJsonResume);
  }

  const experiences: ImportedExperience[] = [];
  const educations: ImportedEducation[] = [];
  const skipped: SkippedEntry[] = [];

  for (const item of workList ?? []) {
    if (!isObject(item)) {
      skipped.push({ kind: 'experience', label: '', reason: importJa.skip.notAnEntry });
      continue;
    }
    const mapped = mapExperience(
      {
        organization: item.name ?? item.company,
        title: item.position,
        start: item.startDate,
        end: item.endDate,
        description: workDescription(item),
      },
      now,
    );
    if ('entry' in mapped) experiences.push(mapped.entry);
    else skipped.push(mapped.skipped);
  }

  for (const item of educationList ?? []) {
    if (!isObject(item)) {
      skipped.push({ kind: 'education', label: '', reason: importJa.skip.notAnEntry });
      continue;
    }
    const mapped = mapEducation(
      { school: item.institution, degree: item.studyType, major: item.area, end: item.endDate },
      now,
    );
    if ('entry' in mapped) educations.push(mapped.entry);
    else skipped.push(mapped.skipped);
  }

  const skillNames = Array.isArray(skills)
    ? skills.map((s) => (isObject(s) ? text(s.name).trim() : text(s).trim())).filter(Boolean)
    : [];

  if (experiences.length === 0 && educations.length === 0 && skipped.length === 0) {
    throw new ImportError(t.nothingFound);
  }
  return {
    source: 'json-resume',
    files: options.fileName ? [options.fileName] : [],
    experiences,
    educations,
    skills: [...new Set(skillNames)],
    skipped,
  };
}
