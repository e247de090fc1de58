import type { CompanyProfileRequest } from '@kiseki/contract/company-console';
import { ApiError } from '../../../shared/api/errors';
import type { CompanyProfile } from './api';

/** The form's fields: the request's keys, so server field errors land on them unchanged. */
export const PROFILE_FIELDS = [
  'name',
  'description',
  'website_url',
  'logo_url',
  'industry',
  'employee_count',
  'founded_year',
  'prefecture_code',
  'stack_tag_ids',
  'location_prefecture_codes',
] as const satisfies readonly (keyof CompanyProfileRequest)[];

const LIST_FIELDS = new Set<string>(['stack_tag_ids', 'location_prefecture_codes']);

/** What the form starts from: the saved profile, with no logo as an empty field. */
export function toFormValues(profile: CompanyProfile): CompanyProfileRequest {
  return {
    name: profile.name,
    description: profile.description,
    website_url: profile.websiteUrl,
    logo_url: profile.logoUrl ?? '',
    industry: profile.industry,
    employee_count: profile.employeeCount,
    founded_year: profile.foundedYear,
    prefecture_code: profile.prefectureCode,
    stack_tag_ids: [...profile.stackTagIds],
    location_prefecture_codes: [...profile.locationPrefectureCodes],
  };
}

/** The PUT body: an empty logo field means "no logo" (the generated mark). */
export const toRequest = (values: CompanyProfileRequest): CompanyProfileRequest => ({
  ...values,
  logo_url: values.logo_url ? values.logo_url : null,
});

/**
 * A typed number: full-width digits (a Japanese input method) and thousands separators are
 * read as plain ones; empty is null, which the schema answers with the field's own message.
 */
export function numberValue(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  const text = String(raw ?? '')
    .normalize('NFKC')
    .replace(/[,，]/g, '')
    .trim();
  return text === '' ? null : Number(text);
}

export const selectValue = (raw: unknown): number | null =>
  raw === '' || raw === null || raw === undefined ? null : Number(raw);

/**
 * The server names a bad list item by its index (`stack_tag_ids.3`); the form shows list
 * errors once, under the list, so those are put under the list's own name.
 */
export function withListErrorsOnLists(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string[]> = {};
  let changed = false;
  for (const [key, messages] of Object.entries(error.fields)) {
    const list = key.split('.')[0] ?? key;
    const target = LIST_FIELDS.has(list) ? list : key;
    if (target !== key) changed = true;
    fields[target] = [...new Set([...(fields[target] ?? []), ...messages])];
  }
  if (!changed) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    method: error.method,
    path: error.path,
    fields,
    loginUrl: error.loginUrl,
    redirectTo: error.redirectTo,
    cause: error,
  });
}

/** Only an https address is tried as an image, the rule the server holds logos to. */
export function previewLogoUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
