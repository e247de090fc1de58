import { z } from './zod';

/** Named feature flags of the global settings (spec section 3), camelCase as the client sees them. */
export const FEATURE_FLAGS = [
  'featureRewards',
  'featureMultiOccupation',
  'featureHirabilityChangeModal',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Wire (snake_case) name of a flag: featureRewards -> feature_rewards. */
export const featureFlagWireName = (flag: FeatureFlag): string =>
  flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

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
