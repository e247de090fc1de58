import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../types';
import {
  parseTeratailFollowerCount,
  parseTeratailQuestion,
  parseTeratailReplies,
  parseTeratailTime,
  parseTeratailUser,
  teratailReplyToOutput,
} from './parse-teratail';

const meta = { message: 'success', total_page: 2, page: 1, limit: 1, hit_num: 2 };
const reply = (over: Record<string, unknown> = {}) => ({
  id: 501234,
  question_id: 360001,
  body: '`Array.prototype.flatMap` を使うと一度で書けます。',
  body_str: '<p><code>Array.prototype.flatMap</code> を使うと一度で書けます。</p>',
  created: '2026-01-05 09:15:00',
  modified: '2026-01-05 10:00:00',
  is_best_answer: true,
  user: { display_name: 'someone', photo: 'https://teratail.com/img/someone.png', score: 10 },
  ...over,
});
const replies = (items: unknown[], m: unknown = meta) =>
  JSON.stringify({ replies: items, meta: m });

function badPayload(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).kind).toBe('bad_payload');
    return (err as UpstreamError).message;
  }
  throw new Error('expected bad_payload');
}

describe('parseTeratailTime', () => {
  it('reads Japan time without an offset, and ISO times with one', () => {
    expect(parseTeratailTime('2026-01-05 09:15:00')).toBe('2026-01-05T00:15:00.000Z');
    expect(parseTeratailTime('2026-01-05 09:15')).toBe('2026-01-05T00:15:00.000Z');
    expect(parseTeratailTime('2026-01-05T09:15:00+09:00')).toBe('2026-01-05T00:15:00.000Z');
    expect(parseTeratailTime('2026-01-05T00:15:00Z')).toBe('2026-01-05T00:15:00.000Z');
    expect(parseTeratailTime('yesterday')).toBeNull();
  });
});

describe('parseTeratailReplies', () => {
  it('reads replies and the paging meta', () => {
    expect(parseTeratailReplies(replies([reply()]))).toEqual({
      replies: [
        {
          id: '501234',
          questionId: '360001',
          bodyHtml: '<p><code>Array.prototype.flatMap</code> を使うと一度で書けます。</p>',
          createdAt: '2026-01-05T00:15:00.000Z',
          modifiedAt: '2026-01-05T01:00:00.000Z',
          isBestAnswer: true,
        },
      ],
      meta: { totalPage: 2, page: 1, hitNum: 2 },
    });
  });

  it('falls back to the Markdown body when there is no HTML', () => {
    const [r] = parseTeratailReplies(replies([reply({ body_str: null })])).replies;
    expect(r!.bodyHtml).toBe('`Array.prototype.flatMap` を使うと一度で書けます。');
  });

  it('names the missing field', () => {
    expect(
      badPayload(() => parseTeratailReplies(replies([reply({ question_id: null })]))),
    ).toContain('replies[0].question_id');
    expect(
      badPayload(() => parseTeratailReplies(replies([reply({ is_best_answer: 1 })]))),
    ).toContain('replies[0].is_best_answer');
    expect(
      badPayload(() => parseTeratailReplies(replies([reply({ created: '5 Jan' })]))),
    ).toContain('replies[0].created');
    expect(
      badPayload(() => parseTeratailReplies(replies([reply()], { message: 'success' }))),
    ).toContain('meta.total_page');
    expect(badPayload(() => parseTeratailReplies('{"replies": [{"id": 1'))).toContain(
      'not valid JSON',
    );
  });
});

describe('parseTeratailQuestion', () => {
  it('reads the title and tags', () => {
    const body = JSON.stringify({
      question: { id: 360001, title: '配列を平らにしたい', tags: ['JavaScript', 'TypeScript'] },
      meta: { message: 'success' },
    });
    expect(parseTeratailQuestion(body)).toEqual({
      id: '360001',
      title: '配列を平らにしたい',
      tags: ['JavaScript', 'TypeScript'],
    });
  });

  it('names a missing title', () => {
    const body = JSON.stringify({ question: { id: 360001, tags: [] } });
    expect(badPayload(() => parseTeratailQuestion(body))).toContain('question.title');
  });
});

describe('users and followers', () => {
  it('reads the user and the follower count', () => {
    const user = JSON.stringify({
      user: { display_name: 'someone', photo: 'https://teratail.com/img/someone.png', score: 120 },
      meta: { message: 'success' },
    });
    expect(parseTeratailUser(user)).toEqual({
      displayName: 'someone',
      photo: 'https://teratail.com/img/someone.png',
      score: 120,
    });
    const followers = JSON.stringify({ users: [], meta: { ...meta, hit_num: 17 } });
    expect(parseTeratailFollowerCount(followers)).toBe(17);
  });

  it('names what is missing', () => {
    expect(badPayload(() => parseTeratailUser(JSON.stringify({ meta: {} })))).toContain('user');
    expect(
      badPayload(() => parseTeratailFollowerCount(JSON.stringify({ users: [], meta: {} }))),
    ).toContain('meta.total_page');
  });
});

describe('teratailReplyToOutput', () => {
  it('makes a reply titled after its question, linked to the reply anchor', () => {
    const [r] = parseTeratailReplies(replies([reply()])).replies;
    const q = { id: '360001', title: '配列を平らにしたい', tags: ['JavaScript'] };
    const out = teratailReplyToOutput(r!, q, 'https://teratail.com/');
    expect(out).toMatchObject({
      source: 'teratail',
      kind: 'reply',
      externalId: '501234',
      url: 'https://teratail.com/questions/360001#reply-501234',
      title: '配列を平らにしたい',
      tags: ['JavaScript'],
      summary: 'Array.prototype.flatMap を使うと一度で書けます。',
      data: { is_best_answer: true, created_at: '2026-01-05T00:15:00.000Z', question_id: '360001' },
    });
    expect(out.postedAt?.toISOString()).toBe('2026-01-05T00:15:00.000Z');
  });
});
