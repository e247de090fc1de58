import { isIP } from 'node:net';

/*
 * The SSRF guard's rules, kept free of I/O so they can be tested exhaustively. A URL is
 * first checked by itself (scheme, credentials, port, host name or literal address); every
 * address a host name resolves to is then checked again at connect time
 * (create-outbound-http.ts), so DNS cannot point a public-looking name at the inside.
 *
 * IPv4 spellings such as 2130706433, 0x7f.1 or 0177.0.0.1 need no parsing here: `new URL`
 * normalises them to dotted quads, which is what `checkUrl` looks at.
 */

/** Why an address is refused, or 'public' when it may be reached. */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'invalid';

type Range = readonly [base: bigint, prefix: number, cls: Exclude<AddressClass, 'public'>];

const v4 = (dotted: string, prefix: number, cls: Range[2]): Range => [
  ipv4ToBigInt(dotted) as bigint,
  prefix,
  cls,
];

/** IANA special-purpose IPv4 blocks that an outside service never lives in. */
const IPV4_BLOCKED: readonly Range[] = [
  v4('0.0.0.0', 8, 'unspecified'), // "this network"
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'shared'), // carrier-grade NAT
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'), // cloud metadata lives here
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'), // IETF protocol assignments
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, 'reserved'), // 6to4 relay anycast
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'), // benchmarking
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** IPv6 blocks refused outright (the ones embedding an IPv4 address are handled apart). */
const IPV6_BLOCKED: readonly Range[] = [
  [0n, 128, 'unspecified'],
  [1n, 128, 'loopback'],
  [ipv6ToBigInt('100::') as bigint, 64, 'reserved'], // discard-only
  [ipv6ToBigInt('2001::') as bigint, 32, 'reserved'], // Teredo: hides an IPv4 address
  [ipv6ToBigInt('2001:db8::') as bigint, 32, 'documentation'],
  [ipv6ToBigInt('fc00::') as bigint, 7, 'private'], // unique local
  [ipv6ToBigInt('fe80::') as bigint, 10, 'link-local'],
  [ipv6ToBigInt('fec0::') as bigint, 10, 'private'], // deprecated site-local
  [ipv6ToBigInt('ff00::') as bigint, 8, 'multicast'],
];

/** IPv6 blocks whose low 32 bits (or bits 80..111 for 6to4) are an IPv4 address. */
const MAPPED_V4 = ipv6ToBigInt('::ffff:0:0') as bigint; // ::ffff:a.b.c.d
const TRANSLATED_V4 = ipv6ToBigInt('::ffff:0:0:0') as bigint; // SIIT ::ffff:0:a.b.c.d
const NAT64_V4 = ipv6ToBigInt('64:ff9b::') as bigint; // 64:ff9b::a.b.c.d
const NAT64_LOCAL = ipv6ToBigInt('64:ff9b:1::') as bigint; // 64:ff9b:1::/48
const SIX_TO_FOUR = ipv6ToBigInt('2002::') as bigint; // 2002:AABB:CCDD::/48

const LOW32 = 0xffffffffn;

/** Host names that always mean this machine or the local network, whatever DNS says. */
const BLOCKED_NAME_SUFFIXES = [
  'localhost',
  'localdomain',
  'local',
  'internal',
  'intranet',
  'lan',
  'home.arpa',
] as const;

/** Classifies an IPv4 or IPv6 address (IPv6 may be in brackets). Not an address: 'invalid'. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare);
  if (family === 4) return classifyV4(ipv4ToBigInt(bare) as bigint);
  if (family === 6) {
    // A zone id (fe80::1%eth0) only ever accompanies a link-local address.
    if (bare.includes('%')) return 'link-local';
    const value = ipv6ToBigInt(bare);
    return value === null ? 'invalid' : classifyV6(value);
  }
  return 'invalid';
}

/** True when an address must not be connected to (anything but 'public'). */
export function isBlockedAddress(address: string): boolean {
  return classifyAddress(address) !== 'public';
}

function inRange(value: bigint, base: bigint, prefix: number, bits: number): boolean {
  const shift = BigInt(bits - prefix);
  return value >> shift === base >> shift;
}

function classifyV4(value: bigint): AddressClass {
  for (const [base, prefix, cls] of IPV4_BLOCKED) {
    if (inRange(value, base, prefix, 32)) return cls;
  }
  return 'public';
}

function classifyV6(value: bigint): AddressClass {
  // IPv4 embedded in IPv6: judged as the IPv4 address it reaches.
  if (inRange(value, MAPPED_V4, 96, 128) || inRange(value, TRANSLATED_V4, 96, 128)) {
    return classifyV4(value & LOW32);
  }
  if (inRange(value, NAT64_V4, 96, 128)) return classifyV4(value & LOW32);
  if (inRange(value, NAT64_LOCAL, 48, 128)) return 'reserved';
  if (inRange(value, SIX_TO_FOUR, 16, 128)) return classifyV4((value >> 80n) & LOW32);
  for (const [base, prefix, cls] of IPV6_BLOCKED) {
    if (inRange(value, base, prefix, 128)) return cls;
  }
  // The deprecated IPv4-compatible form ::a.b.c.d (::/96) is never a real service.
  if (value >> 32n === 0n) return 'reserved';
  return 'public';
}

/** Dotted quad → number, or null when it is not exactly four decimal parts of 0..255. */
export function ipv4ToBigInt(dotted: string): bigint | null {
  const parts = dotted.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

/** Any textual IPv6 address (with :: and an optional dotted IPv4 tail) → 128-bit number. */
export function ipv6ToBigInt(text: string): bigint | null {
  let rest = text.toLowerCase();
  const zone = rest.indexOf('%');
  if (zone !== -1) rest = rest.slice(0, zone);
  const lastColon = rest.lastIndexOf(':');
  if (rest.slice(lastColon + 1).includes('.')) {
    // A dotted IPv4 tail (::ffff:1.2.3.4) stands for the last two groups.
    const v4value = ipv4ToBigInt(rest.slice(lastColon + 1));
    if (v4value === null) return null;
    rest = `${rest.slice(0, lastColon + 1)}${(v4value >> 16n).toString(16)}:${(v4value & 0xffffn).toString(16)}`;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string): bigint[] | null => {
    if (s === '') return [];
    const groups = s.split(':');
    const out: bigint[] = [];
    for (const g of groups) {
      if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
      out.push(BigInt(`0x${g}`));
    }
    return out;
  };
  const head = parse(halves[0] ?? '');
  const back = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (head === null || back === null) return null;
  const known = head.length + back.length;
  let groups: bigint[] = head;
  if (halves.length === 2) {
    if (known > 7) return null;
    groups = [...head, ...Array<bigint>(8 - known).fill(0n), ...back];
  }
  if (groups.length !== 8) return null;
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** Why a URL is refused before any connection is attempted. */
export interface UrlRefusal {
  kind: 'invalid_url' | 'blocked_address';
  reason: string;
}

/**
 * Checks a URL by itself. `allowedOrigins` are exact origins (scheme://host:port) that may
 * be loopback or private: the configured fake upstreams. Returns null when the URL may be
 * requested (its host name, if any, still has to resolve to public addresses only).
 */
export function checkUrl(url: URL, allowedOrigins: ReadonlySet<string>): UrlRefusal | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'invalid_url', reason: `scheme ${url.protocol} is not http or https` };
  }
  if (url.username !== '' || url.password !== '') {
    return { kind: 'invalid_url', reason: 'credentials in the URL' };
  }
  if (url.hostname === '') return { kind: 'invalid_url', reason: 'no host' };
  if (allowedOrigins.has(url.origin)) return null;
  if (url.port !== '' && url.port !== '80' && url.port !== '443') {
    return { kind: 'blocked_address', reason: `port ${url.port} is not 80 or 443` };
  }
  const host = url.hostname;
  if (host.startsWith('[') || isIP(host) !== 0) {
    const cls = classifyAddress(host);
    return cls === 'public'
      ? null
      : { kind: 'blocked_address', reason: `${host} is a ${cls} address` };
  }
  const name = host.replace(/\.+$/, '');
  if (!name.includes('.')) {
    // Single-label names resolve through search domains to hosts of the local network.
    return { kind: 'blocked_address', reason: `host name ${host} is not a public name` };
  }
  for (const suffix of BLOCKED_NAME_SUFFIXES) {
    if (name === suffix || name.endsWith(`.${suffix}`)) {
      return { kind: 'blocked_address', reason: `host name ${host} is not a public name` };
    }
  }
  return null;
}

/** Normalises configured origins ('http://127.0.0.1:4010/' → 'http://127.0.0.1:4010'). */
export function normaliseOrigins(origins: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const origin of origins) {
    const trimmed = origin.trim();
    if (trimmed === '') continue;
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`allowed origin ${trimmed} is not http(s)`);
    }
    out.add(url.origin);
  }
  return out;
}
