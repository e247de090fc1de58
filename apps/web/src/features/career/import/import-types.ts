/**
 * What a career import reads from a file, before it is compared with what the person has.
 * Field names follow the contract's request shapes (snake_case), so a kept entry goes to the
 * API as it is, plus the positions the person picks.
 */

/** Where the entries came from. */
export type ImportSource = 'json-resume' | 'linkedin';

/** An experience ready for `ExperienceBulkItem`, without positions (picked in the preview). */
export interface ImportedExperience {
  organization_name: string;
  position_name: string | null;
  start_year: number;
  start_month: number;
  /** Both null: ongoing. */
  end_year: number | null;
  end_month: number | null;
  description: string | null;
  /** What was adjusted to fit (a month assumed, a text cut), for the preview. */
  notes: string[];
}

/** An education ready for `EducationRequest`. */
export interface ImportedEducation {
  school_type: number;
  school_name: string;
  end_year: number;
  end_month: number;
  enrollment_status: number;
  major: string | null;
  notes: string[];
}

/** An entry of the file that cannot be registered, and why. */
export interface SkippedEntry {
  kind: 'experience' | 'education';
  /** The entry's name as the file gives it (may be empty), for the person to recognise it. */
  label: string;
  reason: string;
}

export interface ImportResult {
  source: ImportSource;
  /** Names of the files the entries came from (inside the zip for a zip). */
  files: string[];
  experiences: ImportedExperience[];
  educations: ImportedEducation[];
  /** Skill names, shown for reference (they have no place in the career history). */
  skills: string[];
  skipped: SkippedEntry[];
}

/** A failure to read the chosen files; its message is shown as it is. Nothing changes. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}

export const isImportError = (error: unknown): error is ImportError => error instanceof ImportError;
