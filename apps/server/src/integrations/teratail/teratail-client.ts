import { createHash } from 'node:crypto';
import { cursorRecord } from '../cursor';
import {
  type ImportedOutput,
  type ImportedProfile,
  type ImportResult,
  type OutboundHttp,
  type OutboundResponse,
  type SourceClient,
  type SyncCursor,
  UpstreamError,
} from '../types';
import {
  parseTeratailFollowerCount,
  parseTeratailQuestion,
  parseTeratailReplies,
  parseTeratailUser,
  type TeratailQuestion,
  type TeratailReply,
  teratailReplyToOutput,
} from './parse-teratail';

/*
 * teratail importer client (teratail API v1, see parse-teratail.ts): the user (photo), the
 * follower count (meta.hit_num of /followers?limit=1), every page of the user's replies, and
 * for each new or changed reply its question (title and tags, which the reply list lacks).
 *
 * Incremental: the user, the follower count and the first replies page are requested with
 * their ETags. A 304 on the first replies page means nothing changed (no outputs,
 * presentExternalIds null). Otherwise every page is read and a reply counts as changed when
 * its id, question, modified time, best-answer flag or body differ from what the cursor
 * remembers; only those cost a question lookup. A question retitled later is seen the next
 * time its reply changes.
 */

export interface TeratailClientOptions {
  /** https://teratail.com (config TERATAIL_API_URL): the API is under /api/v1. */
  apiUrl: string;
  /** Replies per page (teratail's limit, 1..100). */
  pageSize?: number;
  maxPages?: number;
}

interface TeratailCursor {
  validators: Record<string, { etag?: string | null }>;
  /** Per reply id: a hash of what the reply list said about it. */
  items: Record<string, string>;
  /** The profile as last read, to complete it when only one of its two answers changed. */
  profile: { displayName: string | null; avatarUrl: string | null; followers: number | null };
}

function readCursor(cursor: SyncCursor | null): TeratailCursor {
  const c = (cursor ?? {}) as Partial<TeratailCursor>;
  const p = cursorRecord(c.profile) as Partial<TeratailCursor['profile']>;
  return {
    validators: cursorRecord(c.validators),
    items: cursorRecord(c.items),
    profile: {
      displayName: typeof p.displayName === 'string' ? p.displayName : null,
      avatarUrl: typeof p.avatarUrl === 'string' ? p.avatarUrl : null,
      followers: typeof p.followers === 'number' ? p.followers : null,
    },
  };
}

const replyFingerprint = (r: TeratailReply): string =>
  createHash('sha1')
    .update(JSON.stringify([r.questionId, r.modifiedAt, r.isBestAnswer, r.createdAt, r.bodyHtml]))
    .digest('base64url');

export function createTeratailClient(
  http: OutboundHttp,
  options: TeratailClientOptions,
): SourceClient {
  const web = options.apiUrl.replace(/\/+$/, '');
  const api = `${web}/api/v1`;
  const pageSize = Math.min(100, Math.max(1, options.pageSize ?? 100));
  const maxPages = options.maxPages ?? 50;
  const headers = { Accept: 'application/json' };
  const get = (url: string, etag?: string | null): Promise<OutboundResponse> =>
    http.get({ url, headers, etag: etag ?? null });

  return {
    source: 'teratail',
    async fetchAll(account: string, cursor: SyncCursor | null): Promise<ImportResult> {
      const prev = readCursor(cursor);
      const next: TeratailCursor = { validators: {}, items: {}, profile: { ...prev.profile } };
      const conditional = async (url: string) => {
        const res = await get(url, prev.validators[url]?.etag);
        const etag = res.notModified ? (prev.validators[url]?.etag ?? res.etag) : res.etag;
        if (etag) next.validators[url] = { etag };
        return res;
      };
      const userPath = `${api}/users/${encodeURIComponent(account)}`;
      const repliesUrl = (page: number) => `${userPath}/replies?limit=${pageSize}&page=${page}`;

      const userRes = await conditional(userPath);
      if (!userRes.notModified) {
        const user = parseTeratailUser(userRes.body);
        next.profile.displayName = user.displayName;
        next.profile.avatarUrl = user.photo;
      }
      const followersRes = await conditional(`${userPath}/followers?limit=1`);
      if (!followersRes.notModified) {
        next.profile.followers = parseTeratailFollowerCount(followersRes.body);
      }
      const profileUnchanged = userRes.notModified && followersRes.notModified;
      const profile: ImportedProfile | null = profileUnchanged
        ? null
        : {
            htmlUrl: `${web}/users/${encodeURIComponent(next.profile.displayName ?? account)}`,
            avatarUrl: next.profile.avatarUrl,
            displayName: next.profile.displayName,
            followers: next.profile.followers,
          };

      const firstRes = await conditional(repliesUrl(1));
      if (firstRes.notModified) {
        return {
          profile,
          outputs: [],
          presentExternalIds: null,
          unchanged: profileUnchanged,
          cursor: { ...next, items: prev.items } as unknown as SyncCursor,
        };
      }

      const seen: string[] = [];
      const changed: TeratailReply[] = [];
      let complete = false;
      let res = firstRes;
      for (let page = 1; page <= maxPages; page++) {
        if (page > 1) res = await get(repliesUrl(page));
        const { replies, meta } = parseTeratailReplies(res.body);
        for (const reply of replies) {
          if (seen.includes(reply.id)) continue;
          seen.push(reply.id);
          const fp = replyFingerprint(reply);
          next.items[reply.id] = fp;
          if (prev.items[reply.id] !== fp) changed.push(reply);
        }
        if (replies.length === 0 || page >= meta.totalPage) {
          complete = true;
          break;
        }
      }

      const questions = new Map<string, TeratailQuestion | null>();
      const outputs: ImportedOutput[] = [];
      for (const reply of changed) {
        if (!questions.has(reply.questionId)) {
          try {
            const qRes = await get(`${api}/questions/${encodeURIComponent(reply.questionId)}`);
            questions.set(reply.questionId, parseTeratailQuestion(qRes.body));
          } catch (err) {
            if (!(err instanceof UpstreamError && err.kind === 'not_found')) throw err;
            questions.set(reply.questionId, null);
          }
        }
        const question = questions.get(reply.questionId);
        if (question) outputs.push(teratailReplyToOutput(reply, question, web));
        // A reply to a deleted question is not remembered, so it is looked at again next time.
        else delete next.items[reply.id];
      }
      if (!complete) next.items = { ...prev.items, ...next.items };

      return {
        profile,
        outputs,
        presentExternalIds: complete ? seen : null,
        unchanged: false,
        cursor: next as unknown as SyncCursor,
      };
    },
  };
}
