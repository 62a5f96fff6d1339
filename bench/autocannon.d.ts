// The part of autocannon 8's API the benches use (it ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Requests each connection sends in turn, cycling. */
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    [key: string]: number;
  }
  export interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram & { totalCount: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }
  /** Without a callback: a promise of the result that is also an event emitter. */
  export interface Instance extends Promise<Result> {
    /** Every response, with its latency in ms. */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
