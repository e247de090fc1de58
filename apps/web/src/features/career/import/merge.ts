import type { EducationRequest, ExperienceBulkItem } from '@kiseki/contract/career';
import type { Education, Experience } from '../../../shared/api/career';
import type { ImportedEducation, ImportedExperience } from './import-types';

/**
 * Importing the same file twice must not register anything twice. An imported experience
 * is "registered" when one with the same organization (compared as `organizationKey` says)
 * and the same start year and month exists; an education when one with the same school and
 * the same end year and month exists. An entry repeating an earlier one of the same file is
 * "repeated". A registered entry cannot be chosen at all (its checkbox is disabled); a
 * repeated one starts unchecked and the person may still check it.
 *
 * Saving: both endpoints replace the whole list, so the lists sent are what exists, as it is
 * (experiences keep their id, so they are updated to themselves, not re-created), followed by
 * the chosen new entries. The lists to save drop any chosen entry that matches what exists,
 * whatever the preview's state says, so a registered entry is never sent twice.
 */

export type EntryStatus = 'new' | 'registered' | 'repeated';

/** Legal-form words that say nothing about which company it is, in Japanese and English. */
const JAPANESE_LEGAL_FORMS =
  /株式会社|有限会社|合同会社|合資会社|合名会社|一般社団法人|一般財団法人|\((?:株|有|同)\)/g;
const LATIN_LEGAL_FORMS =
  /(?<![\p{L}\p{N}])(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l\.l\.c|plc|gmbh|k\.k|kk|g\.k|kabushiki\s?kaisha|godo\s?kaisha)(?![\p{L}\p{N}])\.?/gu;
/** Spaces and punctuation (・ , . ( ) & - and their full-width forms after NFKC). */
const NOISE = /[\s\p{P}\p{S}]/gu;

const fold = (name: string): string => name.normalize('NFKC').trim().toLowerCase();

/**
 * The organization's name as compared: NFKC (full-width Latin and ㈱ become ASCII and
 * "(株)"), case-folded, legal forms dropped (株式会社, (株), Inc., Co., Ltd., …), spaces and
 * punctuation dropped. "株式会社キセキ", "キセキ株式会社", "(株)キセキ" and "ｷｾｷ" are the same;
 * "Kiseki, Inc." and "KISEKI Co., Ltd." too. A name that is nothing but a legal form keeps it.
 */
export function organizationKey(name: string): string {
  const folded = fold(name);
  const key = folded
    .replace(JAPANESE_LEGAL_FORMS, ' ')
    .replace(LATIN_LEGAL_FORMS, ' ')
    .replace(NOISE, '');
  return key || folded.replace(NOISE, '') || folded;
}

/** The school's name as compared: NFKC, case-folded, spaces and punctuation dropped. */
export function schoolKey(name: string): string {
  const folded = fold(name);
  return folded.replace(NOISE, '') || folded;
}

const experienceKey = (organization: string, year: number, month: number) =>
  `${organizationKey(organization)}\u0000${year}-${month}`;
const educationKey = (school: string, year: number, month: number) =>
  `${schoolKey(school)}\u0000${year}-${month}`;

function statuses<T>(items: readonly T[], existing: ReadonlySet<string>, key: (item: T) => string) {
  const seen = new Set<string>();
  return items.map((item): EntryStatus => {
    const k = key(item);
    if (existing.has(k)) return 'registered';
    if (seen.has(k)) return 'repeated';
    seen.add(k);
    return 'new';
  });
}

/** Whether the person may choose an entry of this status: anything not yet registered. */
export const isSelectable = (status: EntryStatus | undefined): boolean => status !== 'registered';

/** A preview row counts as chosen only when it is checked and may be chosen. */
export const isChosen = (row: { checked: boolean }, status: EntryStatus | undefined): boolean =>
  row.checked && isSelectable(status);

/** For each imported experience, in order: new, registered or repeated. */
export function experienceStatuses(
  imported: readonly ImportedExperience[],
  existing: readonly Pick<Experience, 'organizationName' | 'startYear' | 'startMonth'>[],
): EntryStatus[] {
  const keys = new Set(
    existing.map((e) => experienceKey(e.organizationName, e.startYear, e.startMonth)),
  );
  return statuses(imported, keys, (e) =>
    experienceKey(e.organization_name, e.start_year, e.start_month),
  );
}

/** For each imported education, in order: new, registered or repeated. */
export function educationStatuses(
  imported: readonly ImportedEducation[],
  existing: readonly Pick<Education, 'schoolName' | 'endYear' | 'endMonth'>[],
): EntryStatus[] {
  const keys = new Set(existing.map((e) => educationKey(e.schoolName, e.endYear, e.endMonth)));
  return statuses(imported, keys, (e) => educationKey(e.school_name, e.end_year, e.end_month));
}

/** The chosen experiences that are not registered in `existing`, in order. */
export function unregisteredExperiences<T extends { entry: ImportedExperience }>(
  existing: readonly Pick<Experience, 'organizationName' | 'startYear' | 'startMonth'>[],
  chosen: readonly T[],
): T[] {
  const statusList = experienceStatuses(
    chosen.map(({ entry }) => entry),
    existing,
  );
  return chosen.filter((_, i) => statusList[i] !== 'registered');
}

/** The chosen educations that are not registered in `existing`, in order. */
export function unregisteredEducations(
  existing: readonly Pick<Education, 'schoolName' | 'endYear' | 'endMonth'>[],
  chosen: readonly ImportedEducation[],
): ImportedEducation[] {
  const statusList = educationStatuses(chosen, existing);
  return chosen.filter((_, i) => statusList[i] !== 'registered');
}

/** An existing experience as the bulk endpoint takes it back, unchanged, with its id. */
export const existingExperienceItem = (e: Experience): ExperienceBulkItem => ({
  id: e.id,
  organization_name: e.organizationName,
  positions: [...e.positions],
  position_name: e.positionName,
  is_client_work: e.isClientWork,
  client_company_name: e.clientCompanyName,
  start_year: e.startYear,
  start_month: e.startMonth,
  end_year: e.endYear,
  end_month: e.endMonth,
  description: e.description,
});

/** A chosen imported experience as a new item (no id), with the positions picked for it. */
export const newExperienceItem = (
  e: ImportedExperience,
  positions: readonly number[],
): ExperienceBulkItem => ({
  organization_name: e.organization_name,
  positions: [...new Set(positions)],
  position_name: e.position_name,
  is_client_work: false,
  client_company_name: null,
  start_year: e.start_year,
  start_month: e.start_month,
  end_year: e.end_year,
  end_month: e.end_month,
  description: e.description,
});

/**
 * The whole list for POST /api/user/experiences/bulk/: every existing one, then the chosen
 * ones not registered yet (a chosen entry matching an existing one is left out).
 */
export function experienceListToSave(
  existing: readonly Experience[],
  chosen: readonly { entry: ImportedExperience; positions: readonly number[] }[],
): ExperienceBulkItem[] {
  return [
    ...existing.map(existingExperienceItem),
    ...unregisteredExperiences(existing, chosen).map(({ entry, positions }) =>
      newExperienceItem(entry, positions),
    ),
  ];
}

const educationItem = (e: Education | ImportedEducation): EducationRequest =>
  'schoolName' in e
    ? {
        school_type: e.schoolType,
        school_name: e.schoolName,
        end_year: e.endYear,
        end_month: e.endMonth,
        enrollment_status: e.enrollmentStatus,
        major: e.major,
      }
    : {
        school_type: e.school_type,
        school_name: e.school_name,
        end_year: e.end_year,
        end_month: e.end_month,
        enrollment_status: e.enrollment_status,
        major: e.major,
      };

/**
 * The whole list for PUT /api/user/educations/: every existing one, in order, then the chosen
 * ones not registered yet (a chosen entry matching an existing one is left out).
 */
export function educationListToSave(
  existing: readonly Education[],
  chosen: readonly ImportedEducation[],
): EducationRequest[] {
  return [
    ...existing.map(educationItem),
    ...unregisteredEducations(existing, chosen).map(educationItem),
  ];
}
