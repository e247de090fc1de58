import { describe, expect, it } from 'vitest';
import { readZip, ZipError } from './zip';
import { makeZip } from './zip-fixture';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const all = () => true;

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ZipError) return error.reason;
    throw error;
  }
  throw new Error('expected a ZipError');
}

describe('readZip', () => {
  it('inflates deflated entries and copies stored ones, in archive order', async () => {
    const zip = await makeZip([
      { name: 'Positions.csv', text: 'Company Name,Title\n株式会社キセキ,SRE\n'.repeat(50) },
      { name: 'Skills.csv', text: 'Name\nGo\n', method: 0 },
    ]);
    const entries = await readZip(zip, all, 1_000_000);
    expect(entries.map((e) => e.name)).toEqual(['Positions.csv', 'Skills.csv']);
    expect(decode(entries[0]!.data)).toBe('Company Name,Title\n株式会社キセキ,SRE\n'.repeat(50));
    expect(decode(entries[1]!.data)).toBe('Name\nGo\n');
  });

  it('reads only the entries asked for, never directories, in subfolders too', async () => {
    const zip = await makeZip([
      { name: 'Export/', text: '', method: 0 },
      { name: 'Export/Connections.csv', text: 'First Name\nA\n' },
      { name: 'Export/Education.csv', text: 'School Name\nX\n' },
    ]);
    const entries = await readZip(zip, (path) => path.endsWith('Education.csv'), 1_000_000);
    expect(entries.map((e) => e.name)).toEqual(['Export/Education.csv']);
  });

  it('finds the directory behind an archive comment', async () => {
    const zip = await makeZip([{ name: 'Skills.csv', text: 'Name\nRust\n' }], 'LinkedIn export');
    expect(await readZip(zip, all, 1000)).toHaveLength(1);
  });

  it('reads a zip given as an ArrayBuffer', async () => {
    const zip = await makeZip([{ name: 'Skills.csv', text: 'Name\nRust\n' }]);
    const buffer = zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength);
    expect(await readZip(buffer as ArrayBuffer, all, 1000)).toHaveLength(1);
  });

  it('refuses what is not a zip, and a truncated one', async () => {
    expect(
      await reasonOf(readZip(new TextEncoder().encode('not a zip at all, just text'), all, 1000)),
    ).toBe('broken');
    expect(await reasonOf(readZip(new Uint8Array(3), all, 1000))).toBe('broken');
    const zip = await makeZip([{ name: 'Skills.csv', text: 'Name\nGo\n'.repeat(100) }]);
    const cut = new Uint8Array([...zip.subarray(0, 20), ...zip.subarray(zip.length - 22)]);
    expect(await reasonOf(readZip(cut, all, 100_000))).toBe('broken');
  });

  it('refuses corrupt deflate data', async () => {
    const zip = await makeZip([{ name: 'Skills.csv', text: 'Name\nGo\nTypeScript\n'.repeat(20) }]);
    // Scribble over the compressed body (after the 30-byte header and the name).
    for (let i = 30 + 10; i < 30 + 10 + 12; i++) zip[i] = 0xff;
    expect(await reasonOf(readZip(zip, all, 100_000))).toBe('broken');
  });

  it('refuses encrypted entries and unknown methods as unsupported', async () => {
    expect(
      await reasonOf(readZip(await makeZip([{ name: 'a.csv', text: 'x', flags: 1 }]), all, 1000)),
    ).toBe('unsupported');
    const zip = await makeZip([{ name: 'a.csv', text: 'x', method: 0 }]);
    // Method 12 (bzip2) in the central directory.
    const central = zip.length - 22 - (46 + 'a.csv'.length);
    new DataView(zip.buffer).setUint16(central + 10, 12, true);
    expect(await reasonOf(readZip(zip, all, 1000))).toBe('unsupported');
  });

  it('refuses an entry larger than allowed before inflating it', async () => {
    const zip = await makeZip([{ name: 'Positions.csv', text: 'x'.repeat(10_000) }]);
    expect(await reasonOf(readZip(zip, all, 5_000))).toBe('too-large');
  });

  it('stops inflating when the data outgrows the size the directory claims', async () => {
    const zip = await makeZip([{ name: 'Positions.csv', text: 'x'.repeat(100_000) }]);
    const central = zip.length - 22 - (46 + 'Positions.csv'.length);
    new DataView(zip.buffer).setUint32(central + 24, 10, true);
    expect(await reasonOf(readZip(zip, all, 1_000_000))).toBe('broken');
  });
});
