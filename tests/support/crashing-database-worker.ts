// A database thread that starts like the real one and then dies of an uncaught error, as PGlite's
// thread would on a fatal fault.
import { parentPort } from 'node:worker_threads';

parentPort?.postMessage({ type: 'ready', fresh: true });
setTimeout(() => {
  throw new Error('the database thread ran out of memory');
}, 50);
