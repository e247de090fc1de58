import { describe, expect, it } from 'vitest';
import { isImportError } from './import-types';
import { type ChosenFile, decodeUtf8, kindOfFile, readImportFiles } from './read-files';
import { makeZip } from './zip-fixture';

const NOW = new Date('2026-06-15T03:00:00Z');
const encoder = new TextEncoder();

const file = (name: string, content: string | Uint8Array, type = ''): ChosenFile => {
  const bytes = typeof content === 'string' ? encoder.encode(content) : content;
  return {
    name,
    size: bytes.byteLength,
    type,
    arrayBuffer: async () =>
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
};

async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isImportError(error)) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

const POSITIONS =
  'Company Name,Title,Description,Location,Started On,Finished On\r\nKiseki,SRE,,,Apr 2021,\r\n';
const EDUCATION =
  'School Name,Start Date,End Date,Notes,Degree Name,Activities\r\n東京大学,2012,2016,,学士,\r\n';
const SKILLS = 'Name\r\nGo\r\n';
const RESUME = JSON.stringify({
  work: [{ name: 'Kiseki', position: 'SRE', startDate: '2021-04' }],
});

describe('readImportFiles', () => {
  it('reads a JSON Resume', async () => {
    const result = await readImportFiles([file('resume.json', RESUME)], { now: NOW });
    expect(result.source).toBe('json-resume');
    expect(result.experiences).toHaveLength(1);
  });

  it('reads one or several LinkedIn CSVs', async () => {
    const one = await readImportFiles([file('Positions.csv', POSITIONS)], { now: NOW });
    expect(one.experiences).toHaveLength(1);
    const three = await readImportFiles(
      [
        file('Positions.csv', POSITIONS),
        file('Education.csv', `\uFEFF${EDUCATION}`),
        file('Skills.csv', SKILLS),
      ],
      { now: NOW },
    );
    expect([three.experiences.length, three.educations.length, three.skills]).toEqual([
      1,
      1,
      ['Go'],
    ]);
  });

  it('reads the export zip with the CSVs at its root or in a folder, ignoring the rest', async () => {
    for (const folder of ['', 'Basic_LinkedInDataExport_06-15-2026/']) {
      const zip = await makeZip([
        { name: `${folder}Connections.csv`, text: 'First Name\nA\n' },
        { name: `${folder}Positions.csv`, text: POSITIONS },
        { name: `${folder}Education.csv`, text: EDUCATION },
        { name: `${folder}Skills.csv`, text: SKILLS },
      ]);
      const result = await readImportFiles([file('Basic_LinkedInDataExport.zip', zip)], {
        now: NOW,
      });
      expect(result.source).toBe('linkedin');
      expect(result.files).toEqual([
        `${folder}Positions.csv`,
        `${folder}Education.csv`,
        `${folder}Skills.csv`,
      ]);
      expect(result.experiences).toHaveLength(1);
      expect(result.educations).toHaveLength(1);
    }
  });

  it('prefers the shallowest copy when a zip holds a file twice', async () => {
    const zip = await makeZip([
      { name: 'old/Positions.csv', text: POSITIONS.replace('Kiseki', 'Old') },
      { name: 'Positions.csv', text: POSITIONS },
    ]);
    const result = await readImportFiles([file('export.zip', zip)], { now: NOW });
    expect(result.experiences.map((e) => e.organization_name)).toEqual(['Kiseki']);
  });

  it('knows a file by its type when the name has no extension', async () => {
    expect(kindOfFile({ name: 'resume', type: 'application/json' })).toBe('json');
    expect(kindOfFile({ name: 'export', type: 'application/x-zip-compressed' })).toBe('zip');
    expect(kindOfFile({ name: 'photo.png', type: 'image/png' })).toBeUndefined();
  });

  it.each([
    [
      'an image',
      [file('photo.png', 'PNG', 'image/png')],
      '対応していない種類のファイルです。JSON Resume（.json）か LinkedIn のエクスポート（.zip / .csv）を選んでください。',
    ],
    ['an empty file', [file('resume.json', '')], 'ファイルが空です。'],
    [
      'a JSON with a CSV',
      [file('resume.json', RESUME), file('Skills.csv', SKILLS)],
      'JSON Resume と LinkedIn のファイルは別々に読み込んでください。',
    ],
    [
      'two JSON files',
      [file('a.json', RESUME), file('b.json', RESUME)],
      'JSON Resume と LinkedIn のファイルは別々に読み込んでください。',
    ],
    [
      'six files',
      Array.from({ length: 6 }, (_, i) => file(`${i}.csv`, SKILLS)),
      '一度に選べるファイルは 5 個までです。',
    ],
    ['nothing', [], 'ファイルが空です。'],
  ])('refuses %s', async (_name, files, message) => {
    expect(await errorOf(readImportFiles(files, { now: NOW }))).toBe(message);
  });

  it('refuses a file over 5 MB without reading it', async () => {
    let read = false;
    const big: ChosenFile = {
      name: 'resume.json',
      size: 5 * 1024 * 1024 + 1,
      type: 'application/json',
      arrayBuffer: async () => {
        read = true;
        return new ArrayBuffer(0);
      },
    };
    expect(await errorOf(readImportFiles([big]))).toBe('ファイルサイズが大きすぎます（5MBまで）。');
    expect(read).toBe(false);
  });

  it('refuses text that is not UTF-8 (a Shift_JIS CSV)', async () => {
    // "株式会社" in Shift_JIS.
    const sjis = new Uint8Array([0x8a, 0x94, 0x8e, 0xae, 0x89, 0xef, 0x8e, 0xd0]);
    const bytes = new Uint8Array([
      ...encoder.encode('Company Name,Title,Started On\r\n'),
      ...sjis,
      ...encoder.encode(',SE,2020\r\n'),
    ]);
    expect(await errorOf(readImportFiles([file('Positions.csv', bytes)]))).toBe(
      '文字コードを読み取れませんでした。UTF-8 で保存したファイルを選んでください。',
    );
  });

  it.each([
    [
      'a broken zip',
      async () => new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]),
      'zip ファイルを展開できませんでした。ファイルが壊れていないかご確認ください。',
    ],
    [
      'a zip without the CSVs',
      () => makeZip([{ name: 'Connections.csv', text: 'x' }]),
      'zip の中に Positions.csv・Education.csv・Skills.csv が見つかりませんでした。LinkedIn のデータエクスポートを選んでください。',
    ],
    [
      'an encrypted zip',
      () => makeZip([{ name: 'Positions.csv', text: POSITIONS, flags: 1 }]),
      'この zip ファイルの形式には対応していません（暗号化または未対応の圧縮方式）。中の CSV を直接選んでください。',
    ],
  ])('refuses %s', async (_name, build, message) => {
    expect(await errorOf(readImportFiles([file('export.zip', await build())]))).toBe(message);
  });

  it('reports a file the browser cannot read', async () => {
    const unreadable: ChosenFile = {
      name: 'resume.json',
      size: 10,
      type: '',
      arrayBuffer: () => Promise.reject(new Error('NotReadableError')),
    };
    expect(await errorOf(readImportFiles([unreadable]))).toBe(
      'ファイルを読み込めませんでした。もう一度お試しください。',
    );
  });
});

describe('decodeUtf8', () => {
  it('drops the byte-order mark', () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
  });
});
