// The baseline of bench:api: a bare Fastify server with one route, GET / answering a small
// JSON object. It runs in its own process (like the real server) so that it does not share
// an event loop with the load generator. Prints "listening PORT" once it is up.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok', product: 'Kiseki', items: [1, 2, 3] }));

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);

const stop = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The parent holds our stdin open; when it goes away (even by a crash), so do we.
process.stdin.on('end', stop);
process.stdin.resume();
