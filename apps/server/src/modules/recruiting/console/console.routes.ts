import {
  COMPANY_CONSOLE_MESSAGES,
  companyInvitationAcceptRequestSchema,
  companyInvitationAcceptResponseSchema,
  companyInvitationListResponseSchema,
  companyInvitationPreviewResponseSchema,
  companyInvitationRequestSchema,
  companyInvitationResponseSchema,
  companyInvitationTokenParamsSchema,
  companyJobDescriptionListQuerySchema,
  companyJobDescriptionListResponseSchema,
  companyJobDescriptionRequestSchema,
  companyJobDescriptionResponseSchema,
  companyMemberListResponseSchema,
  companyProfileRequestSchema,
  companyProfileResponseSchema,
  okResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses';
import type { ServiceContext } from '../../../lib/service-context';
import {
  currentCompany,
  currentSession,
  requireCompanyAdmin,
  requireRecruiter,
} from '../../accounts/auth-guards';
import { requestMeta } from '../../accounts/request-meta';
import { adoptSession } from '../../accounts/session-cookies';
import {
  createCompanyJob,
  deleteDraftJob,
  getCompanyJob,
  type JobTransition,
  listCompanyJobs,
  transitionCompanyJob,
  updateCompanyJob,
} from './company-jobs.service';
import { getCompanyProfile, updateCompanyProfile } from './company-profile.service';
import {
  acceptInvitation,
  inviteRecruiter,
  listMembers,
  listPendingInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.service';

/** Ids of the path: positive and within PostgreSQL's integer, so a huge one is a 400, not a 500. */
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Where a recruiter lands after accepting an invitation. */
export const CONSOLE_HOME_PATH = '/company';

/**
 * The company console (issue 10): the company's profile, its job descriptions and its
 * recruiters. Every call but the invitation link's two is a recruiter's, about their own
 * company only; another company's job answers as one that does not exist. Any recruiter of
 * the company edits the profile and the jobs (that is the team's daily work); only an admin
 * decides who joins the team.
 */
export async function consoleRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const tags = ['company'];
  const companyIdOf = (request: FastifyRequest) => currentCompany(request).id;

  // -------------------------------------------------------------------------------------
  // Profile

  r.get(
    '/api/company/profile',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '自社の企業プロフィール',
        response: {
          200: companyProfileResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({ company: await getCompanyProfile(ctx.db, companyIdOf(request)) }),
  );

  r.put(
    '/api/company/profile',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '自社の企業プロフィールを更新する',
        description:
          '企業ページ（/companies/{id}）に表示される内容です。企業名を変えると、自社の全求人の検索インデックスを同じトランザクションで作り直します。',
        body: companyProfileRequestSchema,
        response: {
          200: companyProfileResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({
      company: await updateCompanyProfile(ctx, companyIdOf(request), request.body),
    }),
  );

  // -------------------------------------------------------------------------------------
  // Job descriptions

  r.get(
    '/api/company/job_descriptions',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '自社の求人（下書き・公開中・募集終了、新しい順、20件ずつ）',
        querystring: companyJobDescriptionListQuerySchema,
        response: {
          200: companyJobDescriptionListResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => listCompanyJobs(ctx.db, companyIdOf(request), request.query),
  );

  r.post(
    '/api/company/job_descriptions',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '求人を下書きとして作成する',
        description:
          '下書きは自社の採用担当者にだけ見え、公開するまで検索にも企業ページにも出ません。',
        body: companyJobDescriptionRequestSchema,
        response: {
          201: companyJobDescriptionResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden'),
        },
      },
    },
    async (request, reply) => {
      const job = await createCompanyJob(ctx, companyIdOf(request), request.body);
      return reply.code(201).send({ job_description: job });
    },
  );

  r.get(
    '/api/company/job_descriptions/:id',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '自社の求人の詳細（状態を問わず）',
        params: idParams,
        response: {
          200: companyJobDescriptionResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => ({
      job_description: await getCompanyJob(ctx.db, companyIdOf(request), request.params.id),
    }),
  );

  r.put(
    '/api/company/job_descriptions/:id',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '自社の求人を編集する（全項目を置き換え）',
        description: '公開中の求人も編集できます。検索インデックスは同じ更新で作り直します。',
        params: idParams,
        body: companyJobDescriptionRequestSchema,
        response: {
          200: companyJobDescriptionResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => ({
      job_description: await updateCompanyJob(
        ctx,
        companyIdOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  const transitions: { action: JobTransition; summary: string; description: string }[] = [
    {
      action: 'publish',
      summary: '下書きの求人を公開する',
      description:
        '初めての公開で公開日時を記録します。公開中なら何もしません。募集終了の求人は reopen で再開します（409）。',
    },
    {
      action: 'close',
      summary: '求人の募集を終了する',
      description:
        '検索・おすすめ・企業ページから外れ、応募と「興味あり」を受け付けなくなります。求人ページは読めます。下書きは 409。',
    },
    {
      action: 'reopen',
      summary: '募集を終了した求人を再開する',
      description: '最初の公開日時は変わりません。公開中なら何もしません。下書きは 409。',
    },
  ];
  for (const { action, summary, description } of transitions) {
    r.post(
      `/api/company/job_descriptions/:id/${action}`,
      {
        preValidation: requireRecruiter,
        schema: {
          tags,
          summary,
          description,
          params: idParams,
          response: {
            200: companyJobDescriptionResponseSchema,
            ...errorResponses(
              'validation_failed',
              'unauthenticated',
              'forbidden',
              'not_found',
              'conflict',
            ),
          },
        },
      },
      async (request) => ({
        job_description: await transitionCompanyJob(
          ctx,
          companyIdOf(request),
          request.params.id,
          action,
        ),
      }),
    );
  }

  r.delete(
    '/api/company/job_descriptions/:id',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '下書きの求人を削除する',
        description: '一度でも公開した求人は削除できません（409）。募集を終了してください。',
        params: idParams,
        response: {
          200: okResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request) => {
      await deleteDraftJob(ctx, companyIdOf(request), request.params.id);
      return { ok: true as const, message: COMPANY_CONSOLE_MESSAGES.jobDeleted };
    },
  );

  // -------------------------------------------------------------------------------------
  // Recruiters

  r.get(
    '/api/company/members',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '自社の採用担当者（管理者が先、参加順）',
        response: {
          200: companyMemberListResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({
      members: await listMembers(ctx.db, companyIdOf(request), currentSession(request).user.id),
    }),
  );

  r.get(
    '/api/company/invitations',
    {
      preValidation: requireCompanyAdmin,
      schema: {
        tags,
        summary: '承諾待ちの招待（管理者のみ、新しい順）',
        response: {
          200: companyInvitationListResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({
      invitations: await listPendingInvitations(ctx, companyIdOf(request)),
    }),
  );

  r.post(
    '/api/company/invitations',
    {
      preValidation: requireCompanyAdmin,
      schema: {
        tags,
        summary: '採用担当者を招待する（管理者のみ、招待メールを送信）',
        description:
          '招待リンクの有効期限は7日間で、一度だけ使えます。同じアドレスへの新しい招待は古い招待を無効にします。登録済みのアドレスかどうかは答えません（承諾時に判定します）。',
        body: companyInvitationRequestSchema,
        response: {
          201: companyInvitationResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'conflict',
            'rate_limited',
          ),
        },
      },
    },
    async (request, reply) => {
      const invitation = await inviteRecruiter(
        ctx,
        { userId: currentSession(request).user.id, companyId: companyIdOf(request) },
        request.body,
      );
      return reply.code(201).send({ invitation });
    },
  );

  r.delete(
    '/api/company/invitations/:id',
    {
      preValidation: requireCompanyAdmin,
      schema: {
        tags,
        summary: '招待を取り消す（管理者のみ）',
        params: idParams,
        response: {
          200: okResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => {
      await revokeInvitation(ctx, companyIdOf(request), request.params.id);
      return { ok: true as const, message: COMPANY_CONSOLE_MESSAGES.invitationRevoked };
    },
  );

  r.get(
    '/api/company/invitations/:token',
    {
      schema: {
        tags,
        summary: '招待リンクの内容（承諾画面用、ログイン不要）',
        description: '無効・使用済み・期限切れのリンクは 404 です。',
        params: companyInvitationTokenParamsSchema,
        response: {
          200: companyInvitationPreviewResponseSchema,
          ...errorResponses('validation_failed', 'not_found'),
        },
      },
    },
    async (request) => previewInvitation(ctx, request.params.token),
  );

  r.post(
    '/api/company/invitations/accept',
    {
      schema: {
        tags,
        summary: '招待を承諾して企業アカウントを作成し、ログインする（ログイン不要）',
        description:
          '招待されたアドレスで採用担当者のアカウントを作り、新しいセッションを発行します。エンジニアとして登録済みのアドレス、すでに企業アカウントのアドレスは 409 です。',
        body: companyInvitationAcceptRequestSchema,
        response: {
          200: companyInvitationAcceptResponseSchema,
          ...errorResponses('validation_failed', 'conflict', 'rate_limited'),
        },
      },
    },
    async (request, reply) => {
      const created = await acceptInvitation(ctx, request.body, {
        ...requestMeta(request),
        previousSessionId: request.auth?.id,
      });
      adoptSession(request, reply, created);
      return {
        login_status: { logged_in: true as const },
        redirect_to: CONSOLE_HOME_PATH,
        message: COMPANY_CONSOLE_MESSAGES.invitationAccepted,
      };
    },
  );
}
