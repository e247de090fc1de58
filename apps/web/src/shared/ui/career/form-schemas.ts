import {
  CAREER_MESSAGES,
  educationSchema,
  experienceRequestSchema,
  SCHOOL_TYPE,
  SCHOOL_TYPE_MAX,
} from '@kiseki/contract/career';
import { z } from '@kiseki/contract/zod';
import { careerFormJa as t } from './labels';

/*
 * The client-side schemas of the shared career forms: the contract's request schemas (the
 * ones the server checks with) plus what the screens ask for beyond them. Loaded lazily by
 * the forms (see useContractForm): nothing here may be imported at the top level of a screen.
 */

const monthChoice = (required: string) =>
  z
    .number({ error: required })
    .int(CAREER_MESSAGES.monthOutOfRange)
    .min(1, CAREER_MESSAGES.monthOutOfRange)
    .max(12, CAREER_MESSAGES.monthOutOfRange);
const yearChoice = (required: string) =>
  z.number({ error: required }).int(CAREER_MESSAGES.yearOutOfRange);

/**
 * An experience as the form edits it. Beyond the contract: at least one position (spec
 * section 5), a start that was chosen, and an end unless 現在も在籍中 is ticked. The output is
 * the contract's request (ongoing → no end).
 */
export const experienceFormSchema = experienceRequestSchema
  .safeExtend({
    positions: experienceRequestSchema.shape.positions
      .unwrap()
      .min(1, CAREER_MESSAGES.positionRequired),
    start_year: yearChoice(t.startYearRequired),
    start_month: monthChoice(t.startMonthRequired),
    ongoing: z.boolean().default(false),
  })
  .superRefine(
    (v, ctx) => {
      if (v.ongoing === true) return;
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: v });
      if (v.end_year === null || v.end_year === undefined) issue('end_year', t.endYearRequired);
      if (v.end_month === null || v.end_month === undefined) issue('end_month', t.endMonthRequired);
      // Also when other fields failed: every missing choice is shown after one submit.
    },
    { when: () => true },
  )
  .transform(({ ongoing, ...request }) => ({
    ...request,
    positions: [...new Set(request.positions)],
    client_company_name: request.is_client_work ? request.client_company_name : null,
    end_year: ongoing ? null : (request.end_year ?? null),
    end_month: ongoing ? null : (request.end_month ?? null),
  }));

/** An education as the form edits it: the contract's, with 未選択 (-1) refused. */
export const educationFormSchema = educationSchema.safeExtend({
  school_type: z
    .number({ error: CAREER_MESSAGES.schoolTypeInvalid })
    .int(CAREER_MESSAGES.schoolTypeInvalid)
    .min(SCHOOL_TYPE.UNIVERSITY, CAREER_MESSAGES.schoolTypeInvalid)
    .max(SCHOOL_TYPE_MAX, CAREER_MESSAGES.schoolTypeInvalid),
  end_year: yearChoice(t.educationEndYearRequired),
  end_month: monthChoice(t.educationEndMonthRequired),
  enrollment_status: educationSchema.shape.enrollment_status,
});
