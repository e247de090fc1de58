import { SHARE_HASHTAG } from '@kiseki/contract/http';
import { SHARE_TEXT_TARGET_LENGTH } from '@kiseki/contract/portfolio-rules';
import { describe, expect, it } from 'vitest';
import { buildShareText, SHARE_TEXT_SLACK, shareIntentUrl, textLength } from './share-text';

const cases = [
  { name: 'no score, no skills', input: { totalScore: null, skills: [] } },
  { name: 'a score', input: { totalScore: 3.456, skills: [] } },
  { name: 'one skill', input: { totalScore: null, skills: ['TypeScript'] } },
  {
    name: 'a score and many skills',
    input: { totalScore: 4.2, skills: ['TypeScript', 'React', 'Go', 'Rust', 'Kotlin'] },
  },
  {
    name: 'a very long skill',
    input: { totalScore: 2, skills: ['あ'.repeat(40), 'React'] },
  },
  { name: 'blank skills', input: { totalScore: null, skills: ['  ', ''] } },
];

describe('share text (spec section 9: about 100 characters)', () => {
  it.each(cases)('$name: about 100 characters, ending with #Kiseki', ({ input }) => {
    const text = buildShareText(input);
    expect(text.endsWith(` ${SHARE_HASHTAG}`)).toBe(true);
    expect(SHARE_HASHTAG).toBe('#Kiseki');
    expect(textLength(text)).toBeGreaterThanOrEqual(SHARE_TEXT_TARGET_LENGTH - SHARE_TEXT_SLACK);
    expect(textLength(text)).toBeLessThanOrEqual(SHARE_TEXT_TARGET_LENGTH + SHARE_TEXT_SLACK / 2);
  });

  it('says the score with one decimal and up to three skills', () => {
    const text = buildShareText({
      totalScore: 3.456,
      skills: ['TypeScript', 'React', 'Go', 'Rust'],
    });
    expect(text).toContain('総合スコアは3.5。');
    expect(text).toContain('得意な技術はTypeScript・React・Goです。');
    expect(text).not.toContain('Rust');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength('𠮷野家')).toBe(3);
  });
});

describe('X share intent', () => {
  it('carries the text and the URL as separate, encoded parameters', () => {
    const url = shareIntentUrl('公開しました #Kiseki', 'https://kiseki.example.jp/public/taro');
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(parsed.searchParams.get('text')).toBe('公開しました #Kiseki');
    expect(parsed.searchParams.get('url')).toBe('https://kiseki.example.jp/public/taro');
  });
});
