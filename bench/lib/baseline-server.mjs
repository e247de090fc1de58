// The baselines of bench:api: a bare Fastify server whose GET / answers a small JSON object
// and, when started with a database, whose GET /db runs `SELECT 1` first. It runs in its own
// process (like the real server) so that it does not share an event loop with the load
// generator. Prints "listening PORT" once it is up.
//
//   node baseline-server.mjs            # GET / only
//   node baseline-server.mjs pglite     # + GET /db on an in-memory PGlite
//   node baseline-server.mjs postgres   # + GET /db through a pg.Pool to BASELINE_DATABASE_URL
//
// The PostgreSQL URL comes through the environment, not argv, so that a password in it does
// not show up in `ps`.
import Fastify from 'fastify';

const database = process.argv[2] ?? 'none';

/** A `query(sql)` on the database asked for, or null; only that database's client is loaded. */
async function openDatabase(kind) {
  if (kind === 'none') return null;
  if (kind === 'pglite') {
    // The same embedded engine the server uses by default, but in memory: what a query costs
    // on a single-threaded WASM PostgreSQL in the serving process, without Kiseki's code.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite();
    await db.waitReady;
    return { query: (sql) => db.query(sql), close: () => db.close() };
  }
  if (kind === 'postgres') {
    const url = process.env.BASELINE_DATABASE_URL;
    if (!url) throw new Error('BASELINE_DATABASE_URL is not set');
    const { default: pg } = await import('pg');
    // max 10 is the server's default DATABASE_POOL_MAX, so both sides may run as many
    // queries at once.
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the database ends (for example when it is dropped at the end of the
    // run) is reported here; without a listener it would crash the process.
    pool.on('error', () => {});
    await pool.query('SELECT 1'); // fail at start-up, not under load, when the URL is wrong
    return { query: (sql) => pool.query(sql), close: () => pool.end() };
  }
  throw new Error(`unknown database "${kind}" (expected pglite or postgres)`);
}

const db = await openDatabase(database);

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok', product: 'Kiseki', items: [1, 2, 3] }));
if (db) {
  app.get('/db', async () => {
    const { rows } = await db.query('SELECT 1 AS one');
    return { status: 'ok', database, one: rows[0].one };
  });
  app.addHook('onClose', () => db.close());
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);

let closing;
const stop = () => {
  // Closing the pool waits for queries in flight; never let that keep the process alive.
  setTimeout(() => process.exit(0), 5000).unref();
  closing ??= app.close().finally(() => process.exit(0));
  return closing;
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The parent holds our stdin open; when it goes away (even by a crash), so do we.
process.stdin.on('end', stop);
process.stdin.resume();
