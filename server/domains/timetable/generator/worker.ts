import { parentPort } from 'node:worker_threads';
import type { JobMessage, JobRequest } from './jobs';
import { solve } from './solver/solve';

/**
 * The generator's thread (ADR 026): one run at a time, the HiGHS runtime loaded on the first
 * and kept. Progress is posted in steps of at least 5 points, so the request thread (which
 * writes each to the run's row) is not flooded.
 */
const port = parentPort;
if (!port) throw new Error('The timetable generator runs as a worker thread.');

port.on('message', (job: JobRequest) => {
  let last = -1;
  const send = (message: JobMessage) => port.postMessage(message);
  solve(job.input, {
    timeLimit: job.timeLimit,
    onProgress: (progress) => {
      if (progress - last < 5 && progress < 100) return;
      last = progress;
      send({ id: job.id, kind: 'progress', progress });
    },
  }).then(
    (result) => send({ id: job.id, kind: 'done', result: { lessons: result.lessons, unplaced: result.unplaced, seconds: result.stats.seconds } }),
    (err: unknown) => send({ id: job.id, kind: 'failed', error: err instanceof Error ? err.message : String(err) }),
  );
});
