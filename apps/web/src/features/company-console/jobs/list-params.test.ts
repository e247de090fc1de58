import { describe, expect, it } from 'vitest';
import { jobListHref, readJobListParams } from './list-params';

const read = (query: string) => readJobListParams(new URLSearchParams(query));

describe('the list parameters', () => {
  it('reads status and page', () => {
    expect(read('')).toEqual({ status: null, page: 1 });
    expect(read('status=closed&page=3')).toEqual({ status: 'closed', page: 3 });
  });

  it('reads a hand-edited link as the nearest sensible list', () => {
    expect(read('status=archived')).toEqual({ status: null, page: 1 });
    expect(read('page=0')).toEqual({ status: null, page: 1 });
    expect(read('page=abc')).toEqual({ status: null, page: 1 });
    expect(read('page=-2')).toEqual({ status: null, page: 1 });
    expect(read('page=500')).toEqual({ status: null, page: 500 });
    expect(read('page=501')).toEqual({ status: null, page: 1 });
  });

  it('writes addresses without the defaults', () => {
    expect(jobListHref({ status: null, page: 1 })).toBe('/company/jobs');
    expect(jobListHref({ status: 'draft', page: 1 })).toBe('/company/jobs?status=draft');
    expect(jobListHref({ status: 'published', page: 2 })).toBe(
      '/company/jobs?status=published&page=2',
    );
    expect(jobListHref({ status: null, page: 4 })).toBe('/company/jobs?page=4');
  });
});
