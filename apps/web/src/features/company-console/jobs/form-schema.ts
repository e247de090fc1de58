import {
  COMPANY_CONSOLE_MESSAGES,
  companyJobDescriptionRequestSchema,
} from '@kiseki/contract/company-console';
import { BUSINESS_TYPE_IDS } from '@kiseki/contract/master/job-conditions';
import { z } from '@kiseki/contract/zod';

/*
 * The editor's schema, loaded when the form is first used (useContractForm): never import
 * this at a screen's top.
 */

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

const M = COMPANY_CONSOLE_MESSAGES;

/**
 * Checks the form makes before the contract's, on the raw values; it adds issues only, and
 * its output is empty, so the contract's output is what is sent.
 *
 * - The salary range: the contract checks it only once every other field is valid (an
 *   object's refinement waits for its fields), so on a half-filled form 「年収の上限は下限以上
 *   にしてください。」 would not appear until the very end.
 * - 事業形態 not chosen: the contract's union says 「事業形態を選択してください。」, but the
 *   form resolver reports a union by its first member's issue ("expected 1"). Listed first,
 *   this check's message is the one the form shows.
 */
const earlyChecks = z.preprocess((input, ctx) => {
  const values = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const { annual_salary_min: min, annual_salary_max: max, business_type: businessType } = values;
  if (isWhole(min) && isWhole(max) && min > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['annual_salary_max'],
      message: M.salaryRangeInverted,
      input: max,
    });
  }
  if (!BUSINESS_TYPE_IDS.some((id) => id === businessType)) {
    ctx.addIssue({
      code: 'custom',
      path: ['business_type'],
      message: M.businessTypeRequired,
      input: businessType,
    });
  }
  return {};
}, z.object({}));

/** The request schema the server validates with, after the checks above, in one pass. */
export const jobFormSchema = z.intersection(earlyChecks, companyJobDescriptionRequestSchema);
