import { envLines } from './base-urls';
import { DEMO_ACCOUNT, FAKE_ACCOUNTS } from './data/accounts';
import { startFakeUpstream } from './server';

/*
 * `npm run fake-upstream`: the fake outside services for the offline demo and browser tests.
 * FAKE_UPSTREAM_PORT (default 4010) and FAKE_UPSTREAM_HOST (default 127.0.0.1).
 */

const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `FAKE_UPSTREAM_PORT must be a port number, got "${process.env.FAKE_UPSTREAM_PORT}"`,
  );
  process.exit(1);
}
const host = process.env.FAKE_UPSTREAM_HOST ?? '127.0.0.1';

try {
  const fake = await startFakeUpstream({ port, host });
  console.log(`Fake upstream services listening on ${fake.origin}`);
  console.log('\nPoint the server at them (paste into .env or the environment):\n');
  for (const line of envLines(fake.origin)) console.log(`  ${line}`);
  console.log(`\nAccounts on every service: ${FAKE_ACCOUNTS.join(', ')} (demo: ${DEMO_ACCOUNT})`);
  console.log(
    `Blogs: ${fake.origin}/blogs/hanako-kiseki/ (Atom), ${fake.origin}/blogs/taro-kiseki/ (RSS 2.0)`,
  );
  console.log(
    `Control: POST ${fake.origin}/__control {"mode":{"service":"qiita","mode":"down"}} | {"touch":{"service":"zenn","account":"${DEMO_ACCOUNT}"}} | {"reset":true}; GET ${fake.origin}/__requests`,
  );

  const stop = () => {
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  const code = (err as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use: set FAKE_UPSTREAM_PORT to another port.`
      : `Could not start the fake upstream: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
