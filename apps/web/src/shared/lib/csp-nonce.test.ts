import { getNonce, setNonce } from 'get-nonce';
import { afterEach, describe, expect, it } from 'vitest';
import { installStyleNonce } from './csp-nonce';

function documentWith(meta: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (meta !== null) {
    const element = doc.createElement('meta');
    element.name = 'csp-style-nonce';
    element.content = meta;
    doc.head.append(element);
  }
  return doc;
}

describe('style nonce', () => {
  afterEach(() => setNonce(''));

  it('hands the nonce of the meta element to get-nonce', () => {
    expect(installStyleNonce(documentWith('abc123XYZ=='))).toBe(true);
    expect(getNonce()).toBe('abc123XYZ==');
  });

  it('does nothing without the element or with an empty one', () => {
    expect(installStyleNonce(documentWith(null))).toBe(false);
    expect(installStyleNonce(documentWith(''))).toBe(false);
    expect(getNonce()).toBeUndefined();
  });
});
