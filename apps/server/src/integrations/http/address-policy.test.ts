import { describe, expect, it } from 'vitest';
import {
  checkUrl,
  classifyAddress,
  ipv6ToBigInt,
  isBlockedAddress,
  normaliseOrigins,
} from './address-policy';

const none = new Set<string>();
const check = (url: string, allowed: ReadonlySet<string> = none) => checkUrl(new URL(url), allowed);

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['2001:db8::1', 'documentation'],
    // IPv4-mapped, translated, NAT64, 6to4 and IPv4-compatible forms are judged by their IPv4.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:10.0.0.5', 'private'],
    ['::ffff:0:10.0.0.5', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['::127.0.0.1', 'reserved'],
    ['::8.8.8.8', 'reserved'],
    ['2001::1', 'reserved'],
    ['not-an-ip', 'invalid'],
    ['1.2.3', 'invalid'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '140.82.112.3',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '192.169.0.1',
    '223.255.255.255',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '2606:4700:4700::1111',
    '2404:6800:4004:80a::200e',
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('ipv6ToBigInt', () => {
  it('expands :: and dotted tails', () => {
    expect(ipv6ToBigInt('::')).toBe(0n);
    expect(ipv6ToBigInt('::1')).toBe(1n);
    expect(ipv6ToBigInt('1::')).toBe(1n << 112n);
    expect(ipv6ToBigInt('::ffff:1.2.3.4')).toBe((0xffffn << 32n) | 0x01020304n);
    expect(ipv6ToBigInt('1:2:3:4:5:6:7:8')).toBe(0x00010002000300040005000600070008n);
    expect(ipv6ToBigInt('1:2:3:4:5:6:1.2.3.4')).toBe(0x00010002000300040005000601020304n);
  });

  it('refuses malformed text', () => {
    for (const bad of ['1:2:3', '1::2::3', '::12345', '::1.2.3.256', '1:2:3:4:5:6:7:8:9', 'g::1']) {
      expect(ipv6ToBigInt(bad)).toBeNull();
    }
  });
});

describe('checkUrl', () => {
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://127.1/',
    'http://127.0.0.1./',
    'http://%31%32%37.0.0.1/',
    'http://１２７.０.０.１/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:a9fe:a9fe]/',
    'http://[::ffff:169.254.169.254]/latest/meta-data',
    'http://[::]/',
    'http://0.0.0.0/',
    'http://0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:7f00:1::]/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://intranet/',
    'http://metadata/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://printer.local/',
    'http://router.home.arpa/',
    'https://example.com:8443/',
    'http://example.com:22/',
  ])('refuses %s as blocked_address', (url) => {
    expect(check(url)?.kind).toBe('blocked_address');
  });

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'gopher://example.com:70/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://user:pass@example.com/',
    'https://user@example.com/',
  ])('refuses %s as invalid_url', (url) => {
    expect(check(url)?.kind).toBe('invalid_url');
  });

  it.each([
    'https://api.github.com/users/octocat',
    'https://qiita.com/api/v2/items',
    'http://93.184.216.34/',
    'https://[2606:4700:4700::1111]/',
    'https://example.com:443/',
    'http://example.com:80/',
    'http://example.com:443/',
    'https://127.0.0.1.nip.io/',
  ])('lets %s through (its addresses are checked when connecting)', (url) => {
    expect(check(url)).toBeNull();
  });

  it('lets exactly the allowed origins through, whatever their address and port', () => {
    const allowed = normaliseOrigins(['http://127.0.0.1:4010/', 'http://[::1]:4011']);
    expect(check('http://127.0.0.1:4010/github-api/users/x', allowed)).toBeNull();
    expect(check('http://[::1]:4011/', allowed)).toBeNull();
    expect(check('http://127.0.0.1:4012/', allowed)?.kind).toBe('blocked_address');
    expect(check('https://127.0.0.1:4010/', allowed)?.kind).toBe('blocked_address');
    expect(check('http://localhost:4010/', allowed)?.kind).toBe('blocked_address');
    // Credentials are refused even on an allowed origin.
    expect(check('http://u:p@127.0.0.1:4010/', allowed)?.kind).toBe('invalid_url');
  });
});

describe('normaliseOrigins', () => {
  it('keeps origins only and refuses other schemes', () => {
    expect([
      ...normaliseOrigins([' http://127.0.0.1:4010/path ', '', 'https://a.example']),
    ]).toEqual(['http://127.0.0.1:4010', 'https://a.example']);
    expect(() => normaliseOrigins(['ftp://x.example'])).toThrow(/not http/);
    expect(() => normaliseOrigins(['nonsense'])).toThrow();
  });
});
