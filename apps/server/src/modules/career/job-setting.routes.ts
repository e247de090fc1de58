import {
  companySuggestQuerySchema,
  companySuggestResponseSchema,
  conjectureDialogStatusRequestSchema,
  conjectureDialogStatusResponseSchema,
  conjecturesResponseSchema,
  hirabilityUpdateRequestSchema,
  jobSettingResponseSchema,
  jobSettingUpdateRequestSchema,
  setupStatusRequestSchema,
  setupStatusResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from '../accounts/auth-guards';
import {
  closeConjectureDialog,
  getConjectureDialogStatus,
  listConjectures,
} from './conjectures.service';
import {
  getJobSetting,
  suggestCompanies,
  updateHirability,
  updateJobSetting,
} from './job-setting.service';
import { getSetupStatus, markSetupCompleted, recordSetupStep } from './setup-status.service';

/** Job setting, hirability, the setup wizard's step and the position-inference dialog. */
export async function jobSettingRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const userIdOf = (request: Parameters<typeof currentSession>[0]) =>
    currentSession(request).user.id;

  r.get(
    '/api/user/job_setting/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '転職の希望条件・転職意欲',
        response: { 200: jobSettingResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ job_setting: await getJobSetting(ctx, userIdOf(request)) }),
  );

  r.put(
    '/api/user/job_setting/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '希望条件の更新（送った項目のみ）',
        description:
          'blocked_corporations は企業 id の一覧で、送ると一覧ごと置き換わります。want_to_do_updated_at と desired_work_condition_updated_at は値が変わったときだけ進みます。',
        body: jobSettingUpdateRequestSchema,
        response: {
          200: jobSettingResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({
      job_setting: await updateJobSetting(ctx, userIdOf(request), request.body),
    }),
  );

  r.put(
    '/api/user/job_setting/hirability',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '転職意欲の更新',
        description: '同じ値でも hirability_level_updated_at を更新します（確認したことの記録）。',
        body: hirabilityUpdateRequestSchema,
        response: {
          200: jobSettingResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({
      job_setting: await updateHirability(ctx, userIdOf(request), request.body.hirability_level),
    }),
  );

  r.get(
    '/api/companies/suggest',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '企業名の候補（ブロックする企業の検索）',
        querystring: companySuggestQuerySchema,
        response: {
          200: companySuggestResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({ companies: await suggestCompanies(ctx.db, request.query.q) }),
  );

  r.get(
    '/api/setup_status/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '初期設定の進み具合',
        response: { 200: setupStatusResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ setup_status: await getSetupStatus(ctx, userIdOf(request)) }),
  );

  r.patch(
    '/api/setup_status/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '初期設定のステップを記録',
        body: setupStatusRequestSchema,
        response: {
          200: setupStatusResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({
      setup_status: await recordSetupStep(ctx, userIdOf(request), request.body.step),
    }),
  );

  r.patch(
    '/api/setup_status/mark_completed',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '初期設定を完了にする',
        response: { 200: setupStatusResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ setup_status: await markSetupCompleted(ctx, userIdOf(request)) }),
  );

  r.get(
    '/api/user/experience_job_position_conjectures/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職歴から推定した職種（職種が未設定の職歴のみ）',
        response: { 200: conjecturesResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ conjecture_list: await listConjectures(ctx, userIdOf(request)) }),
  );

  r.get(
    '/api/user/experience_job_position_conjecture_dialog_status/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職種推定ダイアログの状態',
        response: {
          200: conjectureDialogStatusResponseSchema,
          ...errorResponses('unauthenticated'),
        },
      },
    },
    async (request) => ({
      dialog_status: await getConjectureDialogStatus(ctx, userIdOf(request)),
    }),
  );

  r.put(
    '/api/user/experience_job_position_conjecture_dialog_status/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職種推定ダイアログを閉じる（同意の有無）',
        body: conjectureDialogStatusRequestSchema,
        response: {
          200: conjectureDialogStatusResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({
      dialog_status: await closeConjectureDialog(ctx, userIdOf(request), request.body.is_agreed),
    }),
  );
}
