import {
  FEATURE_FLAGS,
  type FeatureFlag,
  featureFlagWireName,
  type GlobalSettingsResponse,
  globalSettingsResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureFlagCache } from './feature-flags.service';

/**
 * Feature flags the shell reads on every page (login status lives with accounts), from the
 * in-process cache: a change reaches this answer within FEATURE_FLAG_CACHE_SECONDS.
 */
export async function settingsRoutes(app: FastifyInstance, opts: { flags: FeatureFlagCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/global_settings/',
    {
      schema: {
        tags: ['shell'],
        summary: 'グローバル設定（機能フラグ）',
        response: { 200: globalSettingsResponseSchema },
      },
    },
    async () => answerFor(await opts.flags.get()),
  );
}

type Answer = GlobalSettingsResponse;
/** The answer is built once per read of the flags, not per request. */
const answers = new WeakMap<Record<FeatureFlag, boolean>, Answer>();
function answerFor(flags: Record<FeatureFlag, boolean>): Answer {
  let answer = answers.get(flags);
  if (!answer) {
    const features = Object.fromEntries(
      FEATURE_FLAGS.map((f) => [featureFlagWireName(f), flags[f]]),
    ) as Answer['global_settings']['features'];
    answer = { global_settings: { features } };
    answers.set(flags, answer);
  }
  return answer;
}
