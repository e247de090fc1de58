import { describe, expect, it } from 'vitest';
import { camelizeKeys, camelToSnake, snakeToCamel, snakifyKeys } from './case';

describe('key conversion', () => {
  it('converts single keys both ways', () => {
    expect(snakeToCamel('github_html_url')).toBe('githubHtmlUrl');
    expect(snakeToCamel('speaker_deck_slides_info')).toBe('speakerDeckSlidesInfo');
    expect(camelToSnake('githubHtmlUrl')).toBe('github_html_url');
    expect(camelToSnake('desiredShareId')).toBe('desired_share_id');
    expect(camelToSnake('apiURL')).toBe('api_url');
  });

  it('leaves keys that are data, not field names, alone', () => {
    for (const key of ['1000', '17', 'a1b2-c3d4', 'Already_Upper', '_private', 'plain']) {
      expect(snakeToCamel(key)).toBe(key);
      expect(camelToSnake(key)).toBe(key);
    }
  });

  it('camelizes responses deeply, arrays included', () => {
    const wire = {
      person_info: { email_address: { address: 'a@example.jp' } },
      experience_list: [{ organization_name: 'Kiseki', start_year: 2020, positions: [1, 2] }],
      score_details: { '1': { is_exist_output: true }, '1000': { score: 3 } },
      created_at: null,
    };
    expect(camelizeKeys(wire)).toEqual({
      personInfo: { emailAddress: { address: 'a@example.jp' } },
      experienceList: [{ organizationName: 'Kiseki', startYear: 2020, positions: [1, 2] }],
      scoreDetails: { '1': { isExistOutput: true }, '1000': { score: 3 } },
      createdAt: null,
    });
  });

  it('snakifies request bodies deeply', () => {
    expect(
      snakifyKeys({
        experienceList: [{ organizationName: 'K', isClientWork: false }],
        isAgreed: true,
      }),
    ).toEqual({
      experience_list: [{ organization_name: 'K', is_client_work: false }],
      is_agreed: true,
    });
  });

  it('keeps the keys of maps named in keepKeysOf but converts their values', () => {
    const wire = { position_names: { backend_engineer: { display_name: 'バックエンド' } } };
    expect(camelizeKeys(wire, ['positionNames'])).toEqual({
      positionNames: { backend_engineer: { displayName: 'バックエンド' } },
    });
  });

  it('passes values that are not plain objects through untouched', () => {
    const date = new Date(0);
    const result = camelizeKeys({ some_date: date, some_text: 'snake_case_value' }) as Record<
      string,
      unknown
    >;
    expect(result.someDate).toBe(date);
    expect(result.someText).toBe('snake_case_value');
  });
});
