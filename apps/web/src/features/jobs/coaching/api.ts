import type {
  externalAiAgreementResponseSchema,
  interviewCoachingResponseSchema,
} from '@kiseki/contract/jobs';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import type { Reply } from '../../../shared/api/reply';

/*
 * Interview coaching and the external-AI agreement. The built-in coaching is a query (it
 * depends only on the job and the career); the AI one is a mutation, since each call sends
 * data out and costs something, so it runs only when the person presses the button.
 */

export type CoachingReply = Reply<typeof interviewCoachingResponseSchema>;
export type Coaching = CoachingReply['coaching'];
type AgreementReply = Reply<typeof externalAiAgreementResponseSchema>;

const coachingPath = (jobId: number) => `/api/job_descriptions/${jobId}/interview_coaching`;
const AGREEMENT_PATH = '/api/user/external_ai_agreement';

export const coachingKeys = {
  job: (jobId: number) => ['jobs', 'coaching', jobId] as const,
};

export const coachingQuery = (jobId: number) =>
  queryOptions({
    queryKey: coachingKeys.job(jobId),
    queryFn: ({ signal }) => apiFetch<CoachingReply>(coachingPath(jobId), { signal }),
    // 404 (no such job, or a blocked company's) is a state of the screen, not a notification.
    meta: { handlesErrors: true },
  });

/** The screen says what went wrong itself, for every failure. */
const OWN_ERRORS = { handlesErrors: true, handlesServerErrors: true } as const;

/**
 * Coaching by the external provider. `agreeFirst` records the agreement first, so the first
 * use is one press after ticking the box; the server refuses without it either way.
 */
export function useExternalCoaching(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ agreeFirst }: { agreeFirst: boolean }) => {
      if (agreeFirst) {
        await apiFetch<AgreementReply>(AGREEMENT_PATH, { method: 'PUT', body: { agreed: true } });
        setAgreed(client, jobId, true);
      }
      return apiFetch<CoachingReply>(coachingPath(jobId), {
        method: 'POST',
        body: { use_external_ai: true },
      });
    },
    meta: OWN_ERRORS,
    onSuccess: (reply) => setAgreed(client, jobId, reply.externalAiAgreed),
  });
}

export function useWithdrawAgreement(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<AgreementReply>(AGREEMENT_PATH, { method: 'PUT', body: { agreed: false } }),
    meta: OWN_ERRORS,
    onSuccess: (reply) => setAgreed(client, jobId, reply.agreed),
  });
}

/** The agreement is part of the coaching answer: keep it in step without a refetch. */
function setAgreed(client: ReturnType<typeof useQueryClient>, jobId: number, agreed: boolean) {
  client.setQueryData<CoachingReply>(coachingKeys.job(jobId), (old) =>
    old ? { ...old, externalAiAgreed: agreed } : old,
  );
}
