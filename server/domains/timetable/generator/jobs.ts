import type { Generation } from '@contract';
import type { SolveInput } from './solver/types';

/** What the request thread sends the generator's worker. */
export interface JobRequest {
  id: number;
  input: SolveInput;
  timeLimit: number;
}

export type GenerationResult = NonNullable<Generation['result']>;

/** What the worker answers, each message naming its run. */
export type JobMessage =
  | { id: number; kind: 'progress'; progress: number }
  | { id: number; kind: 'done'; result: GenerationResult }
  | { id: number; kind: 'failed'; error: string };
