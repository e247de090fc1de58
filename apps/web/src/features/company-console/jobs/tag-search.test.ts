import { TECH_TAGS } from '@kiseki/contract/master/tech-tags';
import { describe, expect, it } from 'vitest';
import { normaliseTagName, searchTags, TAG_MATCHES_SHOWN } from './tag-search';

const names = (query: string, chosen: number[] = []) =>
  searchTags(TECH_TAGS, query, new Set(chosen)).map((tag) => tag.name);

describe('searchTags', () => {
  it('matches nothing for a blank query: the master is not browsed whole', () => {
    expect(names('')).toEqual([]);
    expect(names('  ')).toEqual([]);
  });

  it('ignores case, width, spaces and dots', () => {
    expect(names('ｔｙｐｅｓｃｒｉｐｔ')).toEqual(['TypeScript']);
    expect(names('githubactions')).toEqual(['GitHub Actions']);
    expect(names('node.js')).toEqual(['Node.js']);
    expect(names('NODEJS')).toEqual(['Node.js']);
    expect(normaliseTagName(' Ruby on Rails ')).toBe('rubyonrails');
  });

  it('lists the exact name first, then names starting with the query, then the rest', () => {
    expect(names('script')).toEqual(['TypeScript', 'JavaScript']);
    expect(names('java')).toEqual(['Java', 'JavaScript']);
    expect(names('go')).toEqual(['Go', 'Django', 'MongoDB']);
    expect(names('react')).toEqual(['React', 'React Native']);
  });

  it('leaves out what is already chosen', () => {
    expect(names('react', [18])).toEqual(['React Native']);
  });

  it(`shows at most ${TAG_MATCHES_SHOWN}`, () => {
    expect(names('a').length).toBe(TAG_MATCHES_SHOWN);
    expect(searchTags(TECH_TAGS, 'a', new Set(), 3)).toHaveLength(3);
  });
});
