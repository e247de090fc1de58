import type { OutboundHttp } from '../types';
import { type FakeBaseUrls, REAL_BASE_URLS } from './base-urls';

/** The demo's blogs: real-looking addresses that the fake upstream answers. */
export const DEMO_BLOG_URLS = {
  'hanako-kiseki': 'https://hanako-kiseki.hatenablog.com/',
  'taro-kiseki': 'https://taro-kiseki.example.jp/',
} as const;

export interface Route {
  /** A real base URL (https://api.github.com). */
  from: string;
  /** Where the fake upstream answers for it (http://127.0.0.1:4010/github-api). */
  to: string;
}

/** Every real service and the demo blogs, routed to one fake upstream. */
export function fakeRoutes(origin: string, baseUrls: FakeBaseUrls): Route[] {
  const routes: Route[] = (Object.keys(REAL_BASE_URLS) as (keyof FakeBaseUrls)[]).map((key) => ({
    from: REAL_BASE_URLS[key],
    to: baseUrls[key],
  }));
  for (const [account, url] of Object.entries(DEMO_BLOG_URLS)) {
    routes.push({ from: url.replace(/\/$/, ''), to: `${origin}/blogs/${account}` });
  }
  // Longest first, so https://api.github.com is not taken for https://github.com.
  return routes.sort((a, b) => b.from.length - a.from.length);
}

const rewrite = (url: string, routes: Route[], dir: 'out' | 'back'): string => {
  for (const route of routes) {
    const [from, to] = dir === 'out' ? [route.from, route.to] : [route.to, route.from];
    if (url === from || url.startsWith(`${from}/`) || url.startsWith(`${from}?`)) {
      return to + url.slice(from.length);
    }
  }
  return url;
};

/**
 * An OutboundHttp that sends requests for the real services to the fake upstream, and
 * answers with the real URLs again. Clients, cursors and stored outputs keep the real
 * addresses (https://github.com/hanako-kiseki/…), so the offline demo looks and behaves
 * like the product; only the bytes come from the fake.
 */
export function routedHttp(inner: OutboundHttp, routes: Route[]): OutboundHttp {
  return {
    async get(request) {
      const response = await inner.get({ ...request, url: rewrite(request.url, routes, 'out') });
      return { ...response, url: rewrite(response.url, routes, 'back') };
    },
  };
}
