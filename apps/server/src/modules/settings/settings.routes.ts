import {
  FEATURE_FLAGS,
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
    async () => {
      const flags = await opts.flags.get();
      const features = Object.fromEntries(
        FEATURE_FLAGS.map((f) => [featureFlagWireName(f), flags[f]]),
      ) as GlobalSettingsResponse['global_settings']['features'];
      return { global_settings: { features } };
    },
  );
}
