import { describe, expect, it } from 'vitest';
import { childElement, decodeXmlEntities, parseXml, textContent, XmlError } from './xml-reader';

describe('parseXml', () => {
  it('builds elements with resolved namespaces and decoded attributes', () => {
    const { root } = parseXml(
      '\uFEFF<?xml version="1.0"?><!-- c --><r xmlns="urn:a" xmlns:x="urn:x" v=\'1 &amp; 2\'><x:c x:k="v"/><d xmlns="">t</d></r><!-- after -->',
    );
    expect(root).toMatchObject({ name: 'r', local: 'r', ns: 'urn:a', attrs: { v: '1 & 2' } });
    expect(childElement(root, 'c')).toMatchObject({
      name: 'x:c',
      ns: 'urn:x',
      attrs: { 'x:k': 'v' },
    });
    expect(childElement(root, 'd')?.ns).toBeNull();
  });

  it('keeps CDATA verbatim and decodes text entities once', () => {
    const { root } = parseXml(
      '<t>a &amp;lt; b <![CDATA[<p>&amp;</p>]]> &#x41;&#66; &nbsp; &#0;</t>',
    );
    expect(textContent(root)).toBe('a &lt; b <p>&amp;</p> AB &nbsp; \uFFFD');
  });

  it('records where each element content lies in the source', () => {
    const source = '<a><b><i>x</i> y</b></a>';
    const doc = parseXml(source);
    const b = childElement(doc.root, 'b');
    expect(source.slice(b?.innerStart, b?.innerEnd)).toBe('<i>x</i> y');
  });

  it.each([
    '<a>',
    '<a></b>',
    '</a>',
    '<a><b></a></b>',
    '<a b="1" b="2"/>',
    '<a b=1/>',
    '<a b="<"/>',
    '<a b="1"c="2"/>',
    '< a/>',
    '<a/><b/>',
    'x<a/>',
    '<a><!-- never closed </a>',
    '<a><![CDATA[ never closed </a>',
    '<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>',
    '',
  ])('refuses %j', (xml) => {
    expect(() => parseXml(xml)).toThrow(XmlError);
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    expect(() => parseXml(`${'<a>'.repeat(1000)}${'</a>'.repeat(1000)}`)).toThrow(
      /nested too deeply/,
    );
  });
});

describe('decodeXmlEntities', () => {
  it('decodes only predefined entities and character references', () => {
    expect(decodeXmlEntities('&lt;&gt;&amp;&quot;&apos;&#12354;&#x1F363;&copy;')).toBe(
      `<>&"'あ🍣&copy;`,
    );
    expect(decodeXmlEntities('&#xD800;&#1114112;')).toBe('\uFFFD\uFFFD');
  });
});
