/**
 * Just enough of a zip reader for LinkedIn's export: finds entries by name through the
 * central directory and inflates them with the browser's own DecompressionStream
 * ('deflate-raw'), so no library is downloaded. Stored (0) and deflated (8) entries only;
 * no encryption, no multi-disk archives, no zip64 (the export is a few hundred kilobytes).
 * Loaded on demand, only when a zip is chosen.
 */

export class ZipError extends Error {
  override readonly name = 'ZipError';
  constructor(readonly reason: 'broken' | 'unsupported' | 'too-large') {
    super(`zip: ${reason}`);
  }
}

export interface ZipEntry {
  /** Path inside the archive, with "/" separators. */
  name: string;
  data: Uint8Array;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
/** The end record plus the longest comment a zip may carry. */
const EOCD_SEARCH = EOCD_MIN + 0xffff;

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function findEndRecord(view: DataView): number {
  const last = view.byteLength - EOCD_MIN;
  const first = Math.max(0, view.byteLength - EOCD_SEARCH);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  throw new ZipError('broken');
}

function readCentralDirectory(bytes: Uint8Array): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < EOCD_MIN) throw new ZipError('broken');
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipError('unsupported');
  if (offset + size > end) throw new ZipError('broken');

  const utf8 = new TextDecoder('utf-8');
  // Names without the UTF-8 flag are CP437 by the standard; the export's are ASCII anyway.
  const latin1 = new TextDecoder('latin1');
  const entries: CentralEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipError('broken');
    }
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      name: (flags & 0x800 ? utf8 : latin1).decode(nameBytes).replace(/\\/g, '/'),
      method: view.getUint16(at + 10, true),
      flags,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function inflateRaw(data: Uint8Array, expectedSize: number): Promise<Uint8Array> {
  if (typeof DecompressionStream !== 'function') throw new ZipError('unsupported');
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // Never trust the directory's size more than the data: stop a zip bomb early.
      if (total > expectedSize) throw new ZipError('broken');
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    if (error instanceof ZipError) throw error;
    throw new ZipError('broken');
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * The entries whose path `wanted` accepts (directories never), in archive order, inflated.
 * `maxEntryBytes` bounds each entry's uncompressed size.
 */
export async function readZip(
  input: ArrayBuffer | Uint8Array,
  wanted: (path: string) => boolean,
  maxEntryBytes: number,
): Promise<ZipEntry[]> {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result: ZipEntry[] = [];
  for (const entry of readCentralDirectory(bytes)) {
    if (entry.name.endsWith('/') || !wanted(entry.name)) continue;
    if (entry.flags & 0x1) throw new ZipError('unsupported');
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) {
      throw new ZipError('unsupported');
    }
    if (entry.size > maxEntryBytes) throw new ZipError('too-large');
    const local = entry.localOffset;
    if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== LOCAL_SIGNATURE) {
      throw new ZipError('broken');
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const stop = start + entry.compressedSize;
    if (stop > bytes.byteLength) throw new ZipError('broken');
    const raw = bytes.subarray(start, stop);
    let data: Uint8Array;
    if (entry.method === 0) data = raw.slice();
    else if (entry.method === 8) data = await inflateRaw(raw, entry.size);
    else throw new ZipError('unsupported');
    if (data.byteLength !== entry.size) throw new ZipError('broken');
    result.push({ name: entry.name, data });
  }
  return result;
}
