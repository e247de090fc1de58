import type {
  companyDetailResponseSchema,
  jobDescriptionDetailSchema,
  jobDescriptionSummarySchema,
} from '@kiseki/contract/jobs';
import type { Reply } from '../../api/reply';

/** A job as lists show it (camelCased wire form). */
export type JobSummary = Reply<typeof jobDescriptionSummarySchema>;
/** The whole posting, for its own page. */
export type JobDetail = Reply<typeof jobDescriptionDetailSchema>;
/** GET /api/companies/{id}. */
export type CompanyDetail = Reply<typeof companyDetailResponseSchema>;
