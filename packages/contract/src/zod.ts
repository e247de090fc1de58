import { config, z } from 'zod';

// zod probes for `new Function` to compile fast parsers. In the browser our CSP forbids
// eval, so the probe itself is reported as a violation on every page: turn it off there
// before any schema of the contract is built. Servers keep the faster path.
if ('document' in globalThis) config({ jitless: true });

export { z };
