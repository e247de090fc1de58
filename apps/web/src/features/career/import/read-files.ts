import type { ImportResult } from './import-types';
import { ImportError } from './import-types';
import { parseJsonResume } from './json-resume';
import { type CsvFile, kindOfFileName, parseLinkedIn } from './linkedin';
import { IMPORT_MAX_FILE_BYTES, importJa } from './messages';

/**
 * From the files a person chose (or dropped) to what they hold: which format, the checks
 * every file passes (size, encoding), and the zip opened when there is one. Every failure is
 * an ImportError whose message is shown as it is; nothing is kept from a failed read.
 */

const t = importJa.errors;

/** At most this many files at once (the export has three CSVs we read). */
export const IMPORT_MAX_FILES = 5;

/** The subset of File this module uses (a real File in the browser). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type Kind = 'json' | 'csv' | 'zip';

export function kindOfFile(file: Pick<ChosenFile, 'name' | 'type'>): Kind | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.zip')) return 'zip';
  // Without a known extension the browser's type may still tell.
  if (file.type === 'application/json') return 'json';
  if (file.type === 'text/csv') return 'csv';
  if (file.type === 'application/zip' || file.type === 'application/x-zip-compressed') return 'zip';
  return undefined;
}

/** UTF-8 text, with or without a byte-order mark; anything else (Shift_JIS) is refused. */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError(t.notUtf8);
  }
}

async function bytesOf(file: ChosenFile): Promise<ArrayBuffer> {
  try {
    return await file.arrayBuffer();
  } catch {
    throw new ImportError(t.readFailed);
  }
}

async function csvFilesInZip(file: ChosenFile): Promise<CsvFile[]> {
  const { readZip, ZipError } = await import('./zip');
  const bytes = await bytesOf(file);
  let entries: Awaited<ReturnType<typeof readZip>>;
  try {
    entries = await readZip(
      bytes,
      (path) => kindOfFileName(path) !== undefined,
      IMPORT_MAX_FILE_BYTES,
    );
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    if (error.reason === 'too-large') throw new ImportError(t.tooLarge);
    throw new ImportError(error.reason === 'unsupported' ? t.zipUnsupported : t.zipBroken);
  }
  // One file of each kind: the shallowest (the export's own, not a copy in a subfolder).
  const byKind = new Map<string, CsvFile>();
  const depth = (path: string) => path.split('/').length;
  for (const entry of entries) {
    const kind = kindOfFileName(entry.name) as string;
    const current = byKind.get(kind);
    if (current && depth(current.name) <= depth(entry.name)) continue;
    byKind.set(kind, { name: entry.name, text: decodeUtf8(entry.data) });
  }
  if (byKind.size === 0) throw new ImportError(t.zipNoCsv);
  return [...byKind.values()];
}

export async function readImportFiles(
  files: readonly ChosenFile[],
  options: { now?: Date } = {},
): Promise<ImportResult> {
  if (files.length === 0) throw new ImportError(t.empty);
  if (files.length > IMPORT_MAX_FILES) throw new ImportError(t.tooManyFiles);
  const kinds = files.map(kindOfFile);
  if (kinds.some((kind) => kind === undefined)) throw new ImportError(t.unknownType);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > IMPORT_MAX_FILE_BYTES) throw new ImportError(t.tooLarge);
  if (files.some((file) => file.size === 0)) throw new ImportError(t.empty);

  if (kinds.includes('json')) {
    if (files.length > 1) throw new ImportError(t.mixed);
    const file = files[0] as ChosenFile;
    return parseJsonResume(decodeUtf8(await bytesOf(file)), {
      fileName: file.name,
      now: options.now,
    });
  }

  const csvFiles: CsvFile[] = [];
  for (const [i, file] of files.entries()) {
    if (kinds[i] === 'zip') csvFiles.push(...(await csvFilesInZip(file)));
    else csvFiles.push({ name: file.name, text: decodeUtf8(await bytesOf(file)) });
  }
  return parseLinkedIn(csvFiles, { now: options.now });
}
