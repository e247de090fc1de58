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
