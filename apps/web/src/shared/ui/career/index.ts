/**
 * Shared career form UI (the /cv screen, the setup wizard, the job-change flow and the
 * hirability modal's recent-background form). Import from here; the zod schemas behind the
 * forms load lazily (form-schemas.ts is never imported at the top level).
 */
export {
  EDUCATION_FIELD_NAMES,
  EducationFields,
  EducationForm,
  type EducationFormApi,
  type EducationFormDefaults,
  educationToRequest,
  useEducationForm,
} from './EducationForm';
export {
  EXPERIENCE_FIELD_NAMES,
  ExperienceFields,
  ExperienceForm,
  type ExperienceFormApi,
  type ExperienceFormDefaults,
  experienceToRequest,
  useExperienceForm,
} from './ExperienceForm';
export {
  careerFormJa,
  ENROLLMENT_STATUS_CHOICES,
  ENROLLMENT_STATUS_LABELS,
  formatPeriod,
  formatYearMonth,
  SCHOOL_TYPE_CHOICES,
  SCHOOL_TYPE_LABELS,
} from './labels';
export { PositionSelect, uniquePositionIds } from './PositionSelect';
export { TextAreaField } from './TextAreaField';
export {
  currentJapanYearMonth,
  YearMonthSelect,
  type YearMonthValue,
  type YearRange,
} from './YearMonthSelect';
