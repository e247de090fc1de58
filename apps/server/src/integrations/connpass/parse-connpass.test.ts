import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../types';
import {
  connpassEventToOutput,
  parseConnpassEvents,
  parseConnpassUsers,
  participationStatus,
} from './parse-connpass';

const event = (over: Record<string, unknown> = {}) => ({
  id: 364,
  title: 'BPStudy#56',
  catch: '株式会社ビープラウドが主催する <b>WEB</b> 系技術討論の会',
  description: '<p>今回は「Python プロフェッショナル」の著者が登壇します。</p>',
  url: 'https://bpstudy.connpass.com/event/364/',
  image_url: null,
  hash_tag: 'bpstudy',
  started_at: '2012-04-17T18:30:00+09:00',
  ended_at: '2012-04-17T20:30:00+09:00',
  limit: 80,
  event_type: 'participation',
  open_status: 'close',
  group: { id: 1, subdomain: 'bpstudy', title: 'BPStudy', url: 'https://bpstudy.connpass.com/' },
  address: '東京都豊島区東池袋1-7-1',
  place: 'BPオフィス',
  lat: '35.730344',
  lon: '139.713223',
  owner_id: 8,
  owner_nickname: 'haru860',
  owner_display_name: 'haru860',
  accepted: 80,
  waiting: 15,
  updated_at: '2012-03-20T18:23:03+09:00',
  ...over,
});
const events = (items: unknown[]) =>
  JSON.stringify({
    results_returned: items.length,
    results_available: 91,
    results_start: 1,
    events: items,
  });

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

describe('parseConnpassEvents', () => {
  it('reads the paging fields and the events', () => {
    const page = parseConnpassEvents(events([event()]));
    expect(page).toMatchObject({ returned: 1, available: 91, start: 1 });
    expect(page.events).toEqual([
      {
        id: '364',
        title: 'BPStudy#56',
        catch: '株式会社ビープラウドが主催する <b>WEB</b> 系技術討論の会',
        url: 'https://bpstudy.connpass.com/event/364/',
        hashTag: 'bpstudy',
        startedAt: '2012-04-17T09:30:00.000Z',
        endedAt: '2012-04-17T11:30:00.000Z',
        groupTitle: 'BPStudy',
        address: '東京都豊島区東池袋1-7-1',
        place: 'BPオフィス',
        ownerNickname: 'haru860',
        openStatus: 'close',
      },
    ]);
  });

  it('accepts events without a group, catch or place', () => {
    const [e] = parseConnpassEvents(
      events([event({ group: null, catch: '', place: null })]),
    ).events;
    expect(e).toMatchObject({ groupTitle: null, catch: null, place: null });
  });

  it('names the missing field', () => {
    expect(badPayload(() => parseConnpassEvents(events([event({ started_at: null })])))).toContain(
      'events[0].started_at',
    );
    expect(badPayload(() => parseConnpassEvents(events([event({ id: '364' })])))).toContain(
      'events[0].id',
    );
    expect(badPayload(() => parseConnpassEvents(events([event({ url: undefined })])))).toContain(
      'events[0].url',
    );
    expect(
      badPayload(() => parseConnpassEvents(JSON.stringify({ results_returned: 0, events: [] }))),
    ).toContain('results_available');
    expect(badPayload(() => parseConnpassEvents('{"events": ['))).toContain('not valid JSON');
  });
});

describe('parseConnpassUsers', () => {
  it('reads users', () => {
    const body = JSON.stringify({
      results_returned: 1,
      results_available: 1,
      results_start: 1,
      users: [
        {
          id: 8,
          nickname: 'haru860',
          display_name: 'haru860',
          description: '',
          url: 'https://connpass.com/user/haru860/',
          image_url: null,
          created_at: '2011-11-01T10:00:00+09:00',
          attended_event_count: 90,
          organize_event_count: 12,
          presenter_event_count: 5,
          bookmark_event_count: 3,
        },
      ],
    });
    expect(parseConnpassUsers(body)).toEqual([
      {
        nickname: 'haru860',
        displayName: 'haru860',
        url: 'https://connpass.com/user/haru860/',
        imageUrl: null,
      },
    ]);
  });

  it('names a missing nickname', () => {
    const body = JSON.stringify({
      results_returned: 1,
      results_available: 1,
      results_start: 1,
      users: [{}],
    });
    expect(badPayload(() => parseConnpassUsers(body))).toContain('users[0].nickname');
  });
});

describe('connpassEventToOutput', () => {
  const [e] = parseConnpassEvents(events([event()])).events;

  it('makes an event held at started_at with EventData', () => {
    const out = connpassEventToOutput(e!, { nickname: 'someone', presenter: true });
    expect(out).toMatchObject({
      source: 'connpass',
      kind: 'event',
      externalId: '364',
      url: 'https://bpstudy.connpass.com/event/364/',
      title: 'BPStudy#56',
      summary: '株式会社ビープラウドが主催する WEB 系技術討論の会',
      tags: [],
      data: {
        is_tech_event: true,
        is_presenter: true,
        is_organizer: false,
        status: '発表者',
        place: 'BPオフィス',
        date: '2012-04-17T09:30:00.000Z',
        ended_at: '2012-04-17T11:30:00.000Z',
        group: 'BPStudy',
      },
    });
    expect(out.postedAt?.toISOString()).toBe('2012-04-17T09:30:00.000Z');
  });

  it('marks the owner as organizer (nicknames ignore case) and falls back to the address', () => {
    const [noPlace] = parseConnpassEvents(events([event({ place: '' })])).events;
    const out = connpassEventToOutput(noPlace!, { nickname: 'HARU860', presenter: false });
    expect(out.data).toMatchObject({
      is_organizer: true,
      status: '管理者',
      place: '東京都豊島区東池袋1-7-1',
    });
  });

  it('says 参加者 for a plain participant', () => {
    expect(participationStatus(e!, { nickname: 'someone', presenter: false })).toBe('参加者');
  });

  it('judges the tech flag from the title, catch and group, not the description', () => {
    const [party] = parseConnpassEvents(
      events([
        event({
          title: '年末交流会',
          catch: 'ゆっくり話しましょう',
          hash_tag: '',
          group: null,
          description: '<p>会場は Python の勉強会と同じです。</p>',
        }),
      ]),
    ).events;
    expect(
      connpassEventToOutput(party!, { nickname: 'someone', presenter: false }).data.is_tech_event,
    ).toBe(false);
  });
});
