import { BusyError } from '../../http/errors.ts';

/** Pictures decoded at the same time in one API process: each may take up to 64 MB decoded (4000 × 4000 px). */
export const IMAGE_JOBS_AT_ONCE = 2;
/** Pictures waiting for their turn; one more is answered 503 with Retry-After rather than held in memory. */
export const IMAGE_JOBS_WAITING = 2;
/** What Retry-After says when the queue is full: about the time two pictures take. */
export const IMAGE_BUSY_RETRY_SECONDS = 5;

export interface JobQueue {
  /** Runs `job` when one of the places is free; throws BusyError at once when every place and the queue are taken. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /**
   * Lets a request in before its body is read, while fewer than all places and the queue are taken by requests let in;
   * throws BusyError otherwise. The answer to it must call the returned release once. So a burst of uploads is refused
   * before its files are held in memory.
   */
  admit(): () => void;
  /** Jobs running now and waiting, for the tests. */
  readonly running: number;
  readonly waiting: number;
}

/** At most `atOnce` jobs at a time, at most `waiting` more in line (first come, first served), the rest refused. */
export const jobQueue = (atOnce: number, waiting: number, retryAfterSeconds: number): JobQueue => {
  let running = 0;
  let admitted = 0;
  const line: (() => void)[] = [];
  const next = () => {
    running -= 1;
    const start = line.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= atOnce) {
        if (line.length >= waiting) throw new BusyError(retryAfterSeconds);
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        next();
      }
    },
    admit() {
      if (admitted >= atOnce + waiting) throw new BusyError(retryAfterSeconds);
      admitted += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        admitted -= 1;
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
};

/** The one queue of this process for decoding uploaded pictures (the owner's and the customers'). */
export const imageJobs = jobQueue(IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING, IMAGE_BUSY_RETRY_SECONDS);
