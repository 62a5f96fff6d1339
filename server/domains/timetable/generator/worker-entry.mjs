// The worker thread's first file, in plain JavaScript: Node 20 does not start a worker from a
// .ts file even under tsx, and vitest's transform does not reach worker threads at all. It
// registers tsx (harmless when the thread already has it) and loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker');
