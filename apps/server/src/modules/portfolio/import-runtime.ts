import type { Config } from '../../config';
import { createBlogClient } from '../../integrations/blog/blog-client';
import { createConnpassClient } from '../../integrations/connpass/connpass-client';
import { fakeRoutes, routedHttp } from '../../integrations/fake-upstream/routed-http';
import { startFakeUpstream } from '../../integrations/fake-upstream/server';
import { createGithubClient } from '../../integrations/github/github-client';
import { createOutboundHttp } from '../../integrations/http/create-outbound-http';
import { createNoteClient } from '../../integrations/note/note-client';
import { createQiitaClient } from '../../integrations/qiita/qiita-client';
import { createSpeakerdeckClient } from '../../integrations/speakerdeck/speakerdeck-client';
import { createTeratailClient } from '../../integrations/teratail/teratail-client';
import type { OutboundHttp, SourceClient, SourceName } from '../../integrations/types';
import { createZennClient } from '../../integrations/zenn/zenn-client';

export type SourceClients = Record<SourceName, SourceClient>;

export interface ImportRuntime {
  clients: SourceClients;
  /** The fake upstream's origin when FAKE_UPSTREAM is on (the offline demo). */
  fakeOrigin: string | null;
  close(): Promise<void>;
}

export const USER_AGENT = 'Kiseki/1.0 (+https://kiseki.example.jp/)';

/** One client per source over one outbound HTTP client, with the configured base URLs. */
export function createSourceClients(http: OutboundHttp, up: Config['upstreams']): SourceClients {
  return {
    github: createGithubClient(http, {
      apiUrl: up.githubApiUrl,
      webUrl: up.githubWebUrl,
      token: up.githubToken ?? null,
    }),
    qiita: createQiitaClient(http, { apiUrl: up.qiitaApiUrl }),
    zenn: createZennClient(http, { apiUrl: up.zennApiUrl }),
    note: createNoteClient(http, { baseUrl: up.noteUrl }),
    speakerdeck: createSpeakerdeckClient(http, { baseUrl: up.speakerdeckUrl }),
    teratail: createTeratailClient(http, { apiUrl: up.teratailApiUrl }),
    connpass: createConnpassClient(http, {
      apiUrl: up.connpassApiUrl,
      apiKey: up.connpassApiKey ?? undefined,
    }),
    blog: createBlogClient(http),
  };
}

/**
 * The clients the importers use. With FAKE_UPSTREAM the fake upstream starts in this
 * process and every request for a real service goes to it (routedHttp), so the whole
 * import flow runs offline with the real clients and real-looking stored addresses.
 */
export async function startImportRuntime(config: Config): Promise<ImportRuntime> {
  if (!config.fakeUpstream) {
    const http = createOutboundHttp({
      userAgent: USER_AGENT,
      allowedTestOrigins: config.upstreams.allowedOrigins,
    });
    return {
      clients: createSourceClients(http, config.upstreams),
      fakeOrigin: null,
      close: async () => http.close(),
    };
  }
  const fake = await startFakeUpstream({ port: 0, publicUrls: 'real' });
  const inner = createOutboundHttp({
    userAgent: USER_AGENT,
    allowedTestOrigins: [fake.origin, ...config.upstreams.allowedOrigins],
  });
  const http = routedHttp(inner, fakeRoutes(fake.origin, fake.baseUrls));
  return {
    clients: createSourceClients(http, config.upstreams),
    fakeOrigin: fake.origin,
    close: async () => {
      inner.close();
      await fake.close();
    },
  };
}
