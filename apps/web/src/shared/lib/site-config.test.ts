import { DEFAULT_SITE_CONFIG, SITE_CONFIG_ELEMENT_ID } from '@kiseki/contract/site';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from './site-config';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = SITE_CONFIG_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('runtime site config', () => {
  it('falls back to the defaults when the element is missing, empty or {}', () => {
    expect(readSiteConfig(documentWith(null))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(documentWith(''))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(documentWith('{}'))).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('takes the values the server filled in', () => {
    const config = readSiteConfig(
      documentWith('{"help_url":"https://support.example.jp/","news_url":"/news"}'),
    );
    expect(config.help_url).toBe('https://support.example.jp/');
    expect(config.news_url).toBe('/news');
    expect(config.privacy_url).toBe(DEFAULT_SITE_CONFIG.privacy_url);
  });

  it('falls back to the defaults for invalid JSON or a wrong shape', () => {
    expect(readSiteConfig(documentWith('{not json'))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(documentWith('[1,2]'))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(documentWith('{"help_url":42}'))).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('never turns a script URL into a link', () => {
    const config = readSiteConfig(
      documentWith('{"help_url":"javascript:alert(1)","news_url":"//evil.example"}'),
    );
    expect(config.help_url).toBe(DEFAULT_SITE_CONFIG.help_url);
    expect(config.news_url).toBe(DEFAULT_SITE_CONFIG.news_url);
  });
});
