// Entry of the spreadsheet parsing worker. A worker thread does not inherit the tsx loader that the server
// runs under (`node --import tsx` on Node 20: the inherited --import does not apply to the worker's entry),
// nor does the Vitest process have it, so the TypeScript worker is loaded through tsx's API here.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
