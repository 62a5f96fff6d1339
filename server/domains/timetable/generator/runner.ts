import { Worker } from 'node:worker_threads';
import type { GenerationResult, JobMessage, JobRequest } from './jobs';

/** Where a run's news goes; the outcome's promise settles once it is saved. */
export interface JobListener {
  progress(progress: number): void;
  done(result: GenerationResult): Promise<void>;
  failed(error: string): Promise<void>;
}

interface Job extends JobRequest {
  listener: JobListener;
}

/** Beyond the solver's own budget, how long a run may take before its worker is stopped. */
const GRACE_MS = 30_000;

/**
 * Runs generations one at a time on a single worker thread (ADR 026), never on the request
 * thread: on two cores, two solves at once would only make both slower. The worker stays up
 * between runs so HiGHS is loaded once, and does not keep the process alive while idle.
 */
class GenerationRunner {
  private worker: Worker | null = null;
  private current: Job | null = null;
  private readonly queue: Job[] = [];
  /** Runs whose outcome is still being saved: known here until it is. */
  private readonly settling = new Set<number>();
  private watchdog: NodeJS.Timeout | null = null;

  run(job: Job): void {
    this.queue.push(job);
    this.pump();
  }

  /** Whether this process has the run queued or working: after a restart it has neither. */
  knows(id: number): boolean {
    return this.current?.id === id || this.settling.has(id) || this.queue.some((j) => j.id === id);
  }

  /** Drops a queued run, or stops the worker in the middle of it. */
  cancel(id: number): void {
    const queued = this.queue.findIndex((j) => j.id === id);
    if (queued >= 0) this.queue.splice(queued, 1);
    if (this.current?.id === id) this.stop(null);
  }

  private pump(): void {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) {
      this.worker?.unref();
      return;
    }
    this.current = job;
    const worker = this.ensureWorker();
    worker.ref();
    this.watchdog = setTimeout(() => this.stop(`The generator took longer than ${job.timeLimit + GRACE_MS / 1000} seconds and was stopped.`), job.timeLimit * 1000 + GRACE_MS);
    const { listener: _listener, ...request } = job;
    worker.postMessage(request satisfies JobRequest);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.on('message', (message: JobMessage) => this.receive(message));
    worker.on('error', (err) => this.lost(worker, `The generator stopped: ${err.message}`));
    worker.on('exit', () => this.lost(worker, 'The generator stopped unexpectedly.'));
    this.worker = worker;
    return worker;
  }

  private receive(message: JobMessage): void {
    const job = this.current;
    if (!job || job.id !== message.id) return;
    if (message.kind === 'progress') {
      job.listener.progress(message.progress);
      return;
    }
    this.finish();
    this.settle(job.id, message.kind === 'done' ? job.listener.done(message.result) : job.listener.failed(message.error));
    this.pump();
  }

  private settle(id: number, saved: Promise<void>): void {
    this.settling.add(id);
    void saved.finally(() => this.settling.delete(id));
  }

  private finish(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.current = null;
  }

  /** Ends the worker (a new one starts with the next run) and fails the current run with `error`, unless it was cancelled. */
  private stop(error: string | null): void {
    const job = this.current;
    const worker = this.worker;
    this.worker = null;
    this.finish();
    if (job && error) this.settle(job.id, job.listener.failed(error));
    void worker?.terminate();
    this.pump();
  }

  private lost(worker: Worker, error: string): void {
    if (worker !== this.worker) return;
    this.stop(error);
  }
}

export const generationRunner = new GenerationRunner();
