import type {
  companySuggestResponseSchema,
  conjectureDialogStatusResponseSchema,
  conjecturesResponseSchema,
  EducationRequest,
  ExperienceBulkItem,
  ExperienceRequest,
  educationsResponseSchema,
  experienceListResponseSchema,
  experienceResponseSchema,
  JobSettingUpdateRequest,
  jobPositionsResponseSchema,
  jobSettingResponseSchema,
  ProfileUpdateRequest,
  profileResponseSchema,
  setupStatusResponseSchema,
  userDataResponseSchema,
} from '@kiseki/contract/career';
import type { HirabilityLevel, SetupStep } from '@kiseki/contract/career-rules';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ErrorPolicyOptions } from './error-policy';
import type { Reply } from './reply';

/**
 * The career endpoints (issue 7), shared by the career screens, the setup wizard, the
 * job-change flow and the global modals. Queries answer camelCased data; mutations take the
 * contract's snake_case request shapes (the client leaves snake_case keys as they are) and
 * refresh what they change. Every mutation here reports its own errors (handlesErrors): the
 * screens decide between a field message and a notification.
 */
const OWN_ERRORS = { handlesErrors: true } as const;

/**
 * The option of a mutation hook below (`useCreateExperience(OWN_SERVER_ERRORS)`) for a screen
 * that also tells server and network failures in the spec's own words (section 8): the shell's
 * generic notice then stays quiet instead of saying it twice. Pass it only where the screen
 * really shows its message for those failures; elsewhere the generic notice is all there is.
 */
export const OWN_SERVER_ERRORS = { handlesServerErrors: true } as const;
type ServerErrorOption = Pick<ErrorPolicyOptions, 'handlesServerErrors'>;
const metaOf = (option: ServerErrorOption): ErrorPolicyOptions => ({ ...OWN_ERRORS, ...option });

export type Profile = Reply<typeof profileResponseSchema>['profile'];
export type Experience = Reply<typeof experienceResponseSchema>['experience'];
export type Education = Reply<typeof educationsResponseSchema>['educations'][number];
export type JobSetting = Reply<typeof jobSettingResponseSchema>['jobSetting'];
export type JobPositionCategory = Reply<typeof jobPositionsResponseSchema>['jobPositions'][number];
export type SetupStatus = Reply<typeof setupStatusResponseSchema>['setupStatus'];
export type Conjecture = Reply<typeof conjecturesResponseSchema>['conjectureList'][number];
export type ConjectureDialogStatus = Reply<
  typeof conjectureDialogStatusResponseSchema
>['dialogStatus'];
export type UserData = Reply<typeof userDataResponseSchema>['user'];
export type CompanySuggestion = Reply<typeof companySuggestResponseSchema>['companies'][number];

export const careerKeys = {
  all: ['career'] as const,
  user: ['career', 'user'] as const,
  profile: ['career', 'profile'] as const,
  experiences: ['career', 'experiences'] as const,
  educations: ['career', 'educations'] as const,
  jobSetting: ['career', 'job_setting'] as const,
  setupStatus: ['career', 'setup_status'] as const,
  conjectures: ['career', 'conjectures'] as const,
  conjectureDialog: ['career', 'conjecture_dialog'] as const,
  jobPositions: ['master', 'job_positions'] as const,
};

export const userDataQuery = queryOptions({
  queryKey: careerKeys.user,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof userDataResponseSchema>>('/api/user/', { signal })).user,
});

export const profileQuery = queryOptions({
  queryKey: careerKeys.profile,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof profileResponseSchema>>('/api/user/profile/', { signal })).profile,
});

export const experiencesQuery = queryOptions({
  queryKey: careerKeys.experiences,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof experienceListResponseSchema>>('/api/user/experiences/', {
        signal,
      })
    ).experienceList,
});

export const educationsQuery = queryOptions({
  queryKey: careerKeys.educations,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof educationsResponseSchema>>('/api/user/educations/', { signal }))
      .educations,
});

export const jobSettingQuery = queryOptions({
  queryKey: careerKeys.jobSetting,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof jobSettingResponseSchema>>('/api/user/job_setting/', { signal }))
      .jobSetting,
});

export const setupStatusQuery = queryOptions({
  queryKey: careerKeys.setupStatus,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof setupStatusResponseSchema>>('/api/setup_status/', { signal }))
      .setupStatus,
});

export const conjecturesQuery = queryOptions({
  queryKey: careerKeys.conjectures,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof conjecturesResponseSchema>>(
        '/api/user/experience_job_position_conjectures/',
        { signal },
      )
    ).conjectureList,
});

export const conjectureDialogQuery = queryOptions({
  queryKey: careerKeys.conjectureDialog,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof conjectureDialogStatusResponseSchema>>(
        '/api/user/experience_job_position_conjecture_dialog_status/',
        { signal },
      )
    ).dialogStatus,
});

/** The position master never changes while the app runs. */
export const jobPositionsQuery = queryOptions({
  queryKey: careerKeys.jobPositions,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof jobPositionsResponseSchema>>(
        '/api/technical_term_master/job_positions',
        { signal },
      )
    ).jobPositions,
  staleTime: Number.POSITIVE_INFINITY,
});

export const companySuggestQuery = (q: string) =>
  queryOptions({
    queryKey: ['companies', 'suggest', q],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<Reply<typeof companySuggestResponseSchema>>('/api/companies/suggest', {
          query: { q },
          signal,
        })
      ).companies,
    enabled: q.trim().length > 0,
  });

const refresh = (client: QueryClient, ...keys: (readonly string[])[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

export function useUpdateProfile(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdateRequest) =>
      (
        await apiFetch<Reply<typeof profileResponseSchema>>('/api/user/profile/', {
          method: 'PUT',
          body,
        })
      ).profile,
    meta: metaOf(errors),
    onSuccess: (profile) => {
      client.setQueryData(careerKeys.profile, profile);
      void refresh(client, careerKeys.user);
    },
  });
}

/** Experiences change the inferred positions and the "current company" too. */
const afterExperiences = (client: QueryClient) =>
  refresh(client, careerKeys.experiences, careerKeys.conjectures, careerKeys.jobSetting);

export function useCreateExperience(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExperienceRequest) =>
      (
        await apiFetch<Reply<typeof experienceResponseSchema>>('/api/user/experiences/', {
          method: 'POST',
          body,
        })
      ).experience,
    meta: metaOf(errors),
    onSuccess: () => afterExperiences(client),
  });
}

export function useUpdateExperience(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ExperienceRequest }) =>
      (
        await apiFetch<Reply<typeof experienceResponseSchema>>(`/api/user/experiences/${id}/`, {
          method: 'PUT',
          body,
        })
      ).experience,
    meta: metaOf(errors),
    onSuccess: () => afterExperiences(client),
  });
}

export function useDeleteExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/user/experiences/${id}/`, { method: 'DELETE' }),
    meta: OWN_ERRORS,
    onSuccess: () => afterExperiences(client),
  });
}

/** The whole list at once: with `id` an item updates, without it creates, missing ones go. */
export function useBulkSaveExperiences(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (experienceList: ExperienceBulkItem[]) =>
      (
        await apiFetch<Reply<typeof experienceListResponseSchema>>('/api/user/experiences/bulk/', {
          method: 'POST',
          body: { experience_list: experienceList },
        })
      ).experienceList,
    meta: metaOf(errors),
    onSuccess: (list) => {
      client.setQueryData(careerKeys.experiences, list);
      void refresh(client, careerKeys.conjectures, careerKeys.jobSetting);
    },
  });
}

/** The whole education list, replaced at once. */
export function useSaveEducations(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (educations: EducationRequest[]) =>
      (
        await apiFetch<Reply<typeof educationsResponseSchema>>('/api/user/educations/', {
          method: 'PUT',
          body: { educations },
        })
      ).educations,
    meta: metaOf(errors),
    onSuccess: (list) => client.setQueryData(careerKeys.educations, list),
  });
}

export function useUpdateJobSetting(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: JobSettingUpdateRequest) =>
      (
        await apiFetch<Reply<typeof jobSettingResponseSchema>>('/api/user/job_setting/', {
          method: 'PUT',
          body,
          // Group objects are keyed by field names, so they convert like the rest.
        })
      ).jobSetting,
    meta: metaOf(errors),
    onSuccess: (setting) => client.setQueryData(careerKeys.jobSetting, setting),
  });
}

/**
 * Sets the hirability level: the screen shows the new level at once, and rolls back if the
 * server refuses (spec section 4: updated locally first, then sent).
 */
export function useUpdateHirability(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (level: HirabilityLevel) =>
      (
        await apiFetch<Reply<typeof jobSettingResponseSchema>>('/api/user/job_setting/hirability', {
          method: 'PUT',
          body: { hirability_level: level },
        })
      ).jobSetting,
    meta: metaOf(errors),
    onMutate: async (level) => {
      await client.cancelQueries({ queryKey: careerKeys.jobSetting });
      const previous = client.getQueryData<JobSetting>(careerKeys.jobSetting);
      if (previous) {
        client.setQueryData<JobSetting>(careerKeys.jobSetting, {
          ...previous,
          hirabilityLevel: level,
          hirabilityLevelUpdatedAt: Math.floor(Date.now() / 1000),
        });
      }
      return { previous };
    },
    onError: (_error, _level, context) => {
      if (context?.previous) client.setQueryData(careerKeys.jobSetting, context.previous);
    },
    onSuccess: (setting) => client.setQueryData(careerKeys.jobSetting, setting),
  });
}

export function useRecordSetupStep(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (step: SetupStep) =>
      (
        await apiFetch<Reply<typeof setupStatusResponseSchema>>('/api/setup_status/', {
          method: 'PATCH',
          body: { step },
        })
      ).setupStatus,
    meta: metaOf(errors),
    onSuccess: (status) => client.setQueryData(careerKeys.setupStatus, status),
  });
}

export function useMarkSetupCompleted(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiFetch<Reply<typeof setupStatusResponseSchema>>(
          '/api/setup_status/mark_completed',
          { method: 'PATCH' },
        )
      ).setupStatus,
    meta: metaOf(errors),
    onSuccess: (status) => client.setQueryData(careerKeys.setupStatus, status),
  });
}

export function useSetConjectureDialogStatus(errors: ServerErrorOption = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (isAgreed: boolean) =>
      (
        await apiFetch<Reply<typeof conjectureDialogStatusResponseSchema>>(
          '/api/user/experience_job_position_conjecture_dialog_status/',
          { method: 'PUT', body: { is_agreed: isAgreed } },
        )
      ).dialogStatus,
    meta: metaOf(errors),
    onSuccess: (status) => client.setQueryData(careerKeys.conjectureDialog, status),
  });
}
