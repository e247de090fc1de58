import { z } from './zod';

export * from './feature-flags';

export const globalSettingsResponseSchema = z.object({
  global_settings: z.object({
    features: z.object({
      feature_rewards: z.boolean(),
      feature_multi_occupation: z.boolean(),
      feature_hirability_change_modal: z.boolean(),
    }),
  }),
});
export type GlobalSettingsResponse = z.infer<typeof globalSettingsResponseSchema>;

export const loginStatusResponseSchema = z.object({
  login_status: z.object({ logged_in: z.boolean() }),
});
export type LoginStatusResponse = z.infer<typeof loginStatusResponseSchema>;
