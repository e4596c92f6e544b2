/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface Request {
    method?: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
  }

  export interface Client {
    setRequests(requests: Request[]): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  export interface Result {
    /** Seconds the run took. */
    duration: number;
    errors: number;
    timeouts: number;
  }

  export interface Instance extends PromiseLike<Result> {
    /** responseTime is in milliseconds, with a fraction. */
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void,
    ): Instance;
  }

  export default function autocannon(options: Options): Instance;
}
