import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../types';
import { hashtagName, noteToOutput, parseNoteContents, parseNoteCreator } from './parse-note';

const content = (over: Record<string, unknown> = {}) => ({
  id: 91234567,
  type: 'TextNote',
  key: 'n1a2b3c4d5e6f',
  name: 'Go で CLI を作った話',
  body: '<p>週末に <b>Go</b> で CLI を作りました。</p>',
  likeCount: 12,
  publishAt: '2026-01-10T21:30:00+09:00',
  noteUrl: 'https://note.com/someone/n/n1a2b3c4d5e6f',
  hashtags: [
    { hashtag: { name: '#Go' } },
    { hashtag: { name: '＃個人開発' } },
    { hashtag: { name: '#Go' } },
  ],
  ...over,
});
const page = (contents: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ data: { contents, isLastPage: true, totalCount: contents.length, ...extra } });

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

describe('parseNoteContents', () => {
  it('reads notes, hashtags without # (deduplicated) and the paging flag', () => {
    const parsed = parseNoteContents(page([content()], { isLastPage: false, totalCount: 7 }));
    expect(parsed.isLastPage).toBe(false);
    expect(parsed.totalCount).toBe(7);
    expect(parsed.contents).toEqual([
      {
        key: 'n1a2b3c4d5e6f',
        name: 'Go で CLI を作った話',
        body: '<p>週末に <b>Go</b> で CLI を作りました。</p>',
        likeCount: 12,
        publishAt: '2026-01-10T21:30:00+09:00',
        noteUrl: 'https://note.com/someone/n/n1a2b3c4d5e6f',
        hashtags: ['Go', '個人開発'],
      },
    ]);
  });

  it('accepts notes without hashtags or body', () => {
    const [c] = parseNoteContents(page([content({ hashtags: null, body: null })])).contents;
    expect(c).toMatchObject({ hashtags: [], body: null });
  });

  it('names the missing field', () => {
    expect(badPayload(() => parseNoteContents(page([content({ key: undefined })])))).toContain(
      'data.contents[0].key',
    );
    expect(badPayload(() => parseNoteContents(page([content({ likeCount: '12' })])))).toContain(
      'data.contents[0].likeCount',
    );
    expect(
      badPayload(() => parseNoteContents(page([content({ publishAt: 'someday' })]))),
    ).toContain('data.contents[0].publishAt');
    expect(
      badPayload(() => parseNoteContents(JSON.stringify({ data: { isLastPage: true } }))),
    ).toContain('data.contents');
    expect(
      badPayload(() => parseNoteContents(JSON.stringify({ data: { contents: [] } }))),
    ).toContain('data.isLastPage');
    expect(badPayload(() => parseNoteContents('{"data": {"contents": ['))).toContain(
      'not valid JSON',
    );
  });
});

describe('parseNoteCreator', () => {
  it('reads the follower count', () => {
    const body = JSON.stringify({
      data: { urlname: 'someone', nickname: 'だれか', followerCount: 31, profileImageUrl: '' },
    });
    expect(parseNoteCreator(body)).toEqual({
      urlname: 'someone',
      nickname: 'だれか',
      profileImageUrl: null,
      followerCount: 31,
    });
  });

  it('names a missing follower count', () => {
    const body = JSON.stringify({ data: { urlname: 'someone' } });
    expect(badPayload(() => parseNoteCreator(body))).toContain('creator.data.followerCount');
  });
});

describe('noteToOutput', () => {
  it('makes an article with likes, tags and a plain summary of at most 400 characters', () => {
    const [c] = parseNoteContents(page([content({ body: `<p>${'あ'.repeat(500)}</p>` })])).contents;
    const out = noteToOutput(c!);
    expect(out).toMatchObject({
      source: 'note',
      kind: 'article',
      externalId: 'n1a2b3c4d5e6f',
      url: 'https://note.com/someone/n/n1a2b3c4d5e6f',
      likes: 12,
      tags: ['Go', '個人開発'],
      data: { like_count: 12, published_at: '2026-01-10T12:30:00.000Z' },
    });
    expect(out.postedAt?.toISOString()).toBe('2026-01-10T12:30:00.000Z');
    expect(out.summary!.length).toBeLessThanOrEqual(400);
    expect(out.summary).not.toContain('<');
  });

  it('strips markup from the summary', () => {
    const [c] = parseNoteContents(page([content()])).contents;
    expect(noteToOutput(c!).summary).toBe('週末に Go で CLI を作りました。');
  });

  it('strips # and full-width ＃ from hashtags', () => {
    expect(hashtagName('#エンジニア')).toBe('エンジニア');
    expect(hashtagName(' ＃転職 ')).toBe('転職');
  });
});
