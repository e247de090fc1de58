import type { BlogWire, SnsAssociationWire } from '@kiseki/contract/portfolio';
import { normaliseSnsAccount, type SnsName } from '@kiseki/contract/portfolio-rules';
import { jsonResponse, loggedInApi, type MockReply } from '../../../test/api-mock';

/**
 * An in-memory stand-in for the connection endpoints (wire shapes of the contract), for the
 * tests of the connect panel, /accounts and the wizard's first step. `overrides` replace
 * answers; `state` can be changed between polls.
 */
export const association = (
  sns: SnsName,
  account: string,
  overrides: Partial<SnsAssociationWire> = {},
): SnsAssociationWire => ({
  sns_name: sns,
  account,
  html_url: `https://example.test/${sns}/${account}`,
  status: 'pending',
  imported_count: 0,
  last_imported_at: null,
  error_message: null,
  next_retry_at: null,
  ...overrides,
});

export const blog = (id: number, url: string, overrides: Partial<BlogWire> = {}): BlogWire => ({
  id,
  url,
  feed_url: null,
  title: null,
  status: 'pending',
  imported_count: 0,
  last_imported_at: null,
  error_message: null,
  next_retry_at: null,
  ...overrides,
});

export function connectionsApi(
  initial: { sns?: SnsAssociationWire[]; blogs?: BlogWire[] } = {},
  overrides: Record<string, MockReply> = {},
) {
  const state = { sns: [...(initial.sns ?? [])], blogs: [...(initial.blogs ?? [])] };
  let nextBlogId = 100;
  const snsList = () => ({
    sns_name_list: state.sns.map((item) => item.sns_name),
    sns_list: state.sns,
  });
  const snsOf = (path: string) => path.split('/')[3] as SnsName;
  const api = loggedInApi({
    'GET /api/sns_association/': () => jsonResponse(snsList()),
    'POST /api/sns_association/': (request) => {
      const body = JSON.parse(request.body ?? '{}') as { sns_name: SnsName; account: string };
      const account = normaliseSnsAccount(body.sns_name, body.account) ?? body.account;
      const created = association(body.sns_name, account);
      state.sns = [...state.sns.filter((item) => item.sns_name !== body.sns_name), created];
      return jsonResponse({ sns_association: created });
    },
    'GET /api/blogs/': () => jsonResponse({ blog_url_list: state.blogs }),
    'POST /api/blogs/': (request) => {
      const { url } = JSON.parse(request.body ?? '{}') as { url: string };
      const created = blog(nextBlogId++, url);
      state.blogs = [...state.blogs, created];
      return jsonResponse({ blog: created }, 201);
    },
    'PUT /api/blogs/': (request) => {
      const { id, url } = JSON.parse(request.body ?? '{}') as { id: number; url: string };
      const changed = blog(id, url);
      state.blogs = state.blogs.map((item) => (item.id === id ? changed : item));
      return jsonResponse({ blog: changed });
    },
    'DELETE /api/blogs/': (request) => {
      const id = Number(new URL(request.url, 'http://localhost').searchParams.get('id'));
      state.blogs = state.blogs.filter((item) => item.id !== id);
      return jsonResponse({ ok: true });
    },
    'POST /api/blogs/refresh': () => {
      state.blogs = state.blogs.map((item) => ({ ...item, status: 'pending' as const }));
      return jsonResponse({ blog_url_list: state.blogs });
    },
    ...Object.fromEntries(
      (['github', 'qiita', 'zenn', 'note', 'speakerdeck', 'teratail', 'connpass'] as const).flatMap(
        (sns) => [
          [
            `DELETE /api/sns_association/${sns}/`,
            ((request) => {
              state.sns = state.sns.filter((item) => item.sns_name !== snsOf(request.path));
              return jsonResponse({ ok: true });
            }) satisfies MockReply,
          ],
          [
            `POST /api/sns_association/${sns}/refresh`,
            ((request) => {
              const name = snsOf(request.path);
              state.sns = state.sns.map((item) =>
                item.sns_name === name ? { ...item, status: 'pending' as const } : item,
              );
              return jsonResponse({
                sns_association: state.sns.find((item) => item.sns_name === name),
              });
            }) satisfies MockReply,
          ],
        ],
      ),
    ),
    'GET /api/is_ready/': () =>
      jsonResponse({
        is_ready: true,
        building_status: 1,
        finished_count: 0,
        total_count: 0,
        sources: [],
      }),
    ...overrides,
  });
  return { ...api, state };
}

/** The JSON bodies sent to `METHOD path`, in order. */
export const bodiesOf = (
  requests: readonly { method: string; path: string; body: string | undefined }[],
  method: string,
  path: string,
): unknown[] =>
  requests
    .filter((r) => r.method === method && r.path === path)
    .map((r) => (r.body ? JSON.parse(r.body) : null));
