import { describe, expect, it } from 'vitest';
import { techArticleCountsUsed, techArticleValue } from './article-value';

const qiita = (...counts: number[]) => counts.map((stockers_count) => ({ stockers_count }));
const zenn = (...counts: number[]) => counts.map((liked) => ({ liked }));

describe('techArticleValue', () => {
  it('multiplies ln(1 + n) over the three largest counts of Qiita stocks and Zenn likes', () => {
    // ln 11 · ln 6 · ln 4 = 2.397895 · 1.791759 · 1.386294 = 5.956147
    expect(techArticleValue(qiita(10, 3), zenn(5))).toBeCloseTo(5.956146572190714, 12);
    // one post: ln(1 + 7) = 2.079442
    expect(techArticleValue(qiita(7), [])).toBeCloseTo(2.0794415416798357, 14);
  });

  it('reads only the first three posts of each site, in the order given', () => {
    // Qiita [1, 2, 3] (1000 is 4th: unread), Zenn [4, 5, 6] (999 unread):
    // top three 6, 5, 4 → ln 7 · ln 6 · ln 5 = 1.945910 · 1.791759 · 1.609438 = 5.611471
    const value = techArticleValue(qiita(1, 2, 3, 1000), zenn(4, 5, 6, 999));
    expect(value).toBeCloseTo(5.611470950539839, 12);
    expect(techArticleCountsUsed(qiita(1, 2, 3, 1000), zenn(4, 5, 6, 999))).toEqual([6, 5, 4]);
  });

  it('leaves zero counts out of the product', () => {
    expect(techArticleCountsUsed(qiita(0, 9), zenn(0))).toEqual([9]);
    expect(techArticleValue(qiita(0, 9), zenn(0))).toBeCloseTo(Math.log(10), 14);
  });

  it('is 0 without posts but 1 (product over nothing) when every count is 0', () => {
    expect(techArticleValue([], [])).toBe(0);
    expect(techArticleValue(qiita(0, 0), [])).toBe(1);
    expect(techArticleValue([], zenn(0))).toBe(1);
  });

  it('takes the top three after the zeros are sorted last', () => {
    // counts [0, 0, 0, 2]: sorted 2, 0, 0 → only ln 3
    expect(techArticleValue(qiita(0, 0, 0), zenn(2))).toBeCloseTo(Math.log(3), 14);
  });
});
