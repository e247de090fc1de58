import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { runMigrations } from './migrate';
import { featureFlags } from './schema';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiseki-data-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The embedded database's own guarantees; run once, in the PGlite project.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'embedded database (PGlite under DATA_DIR)',
  () => {
    it('persists across restarts and migrations are idempotent', async () => {
      const dataDir = tempDir();
      const first = await openDatabase({ dataDir });
      await runMigrations(first);
      await first.db.insert(featureFlags).values({ name: 'featureRewards', enabled: true });
      await first.close();

      const second = await openDatabase({ dataDir });
      await runMigrations(second);
      await runMigrations(second);
      const rows = await second.db.select().from(featureFlags);
      expect(rows.map((r) => [r.name, r.enabled])).toEqual([['featureRewards', true]]);
      await second.close();
    });

    it('refuses a second opener of the same directory with a clear message', async () => {
      const dataDir = tempDir();
      const first = await openDatabase({ dataDir });
      try {
        await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
        await expect(openDatabase({ dataDir })).rejects.toThrow(/already open|in use/);
      } finally {
        await first.close();
      }
      // Released on close: opening again works.
      const again = await openDatabase({ dataDir });
      await again.close();
    });

    it('refuses while another live process holds the lock, takes over a dead one', async () => {
      const dataDir = tempDir();
      mkdirSync(dataDir, { recursive: true });
      // The parent of this test process (vitest's main) is alive and is not us.
      writeFileSync(path.join(dataDir, '.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(`pid ${process.ppid}`);
      // A pid that cannot exist: the lock is stale and is taken over.
      writeFileSync(path.join(dataDir, '.lock'), '999999999');
      const db = await openDatabase({ dataDir });
      await db.close();
    });

    it('discards a half-done first initialisation instead of opening it', async () => {
      const dataDir = tempDir();
      const leftover = path.join(dataDir, 'pgdata.init-12345');
      mkdirSync(leftover, { recursive: true });
      writeFileSync(path.join(leftover, 'PG_VERSION'), 'garbage');
      const db = await openDatabase({ dataDir });
      await runMigrations(db);
      await db.close();
      expect(existsSync(leftover)).toBe(false);
      expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    });
  },
);
