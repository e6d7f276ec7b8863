import { tooManyRequests } from '../http/errors.ts';

export interface WorkGateOptions {
  /** Runs at once; the rest wait in line. */
  slots: number;
  /** Places in line; a caller beyond them is refused at once instead of growing the line. */
  queueLength: number;
  /** What a refused caller reads, and when to try again. */
  busyMessage: string;
  retryAfterSeconds: number;
}

export interface WorkGate {
  /**
   * Takes a place for one piece of work now, or throws a 429 when every slot and every place in line is taken. The
   * place is held until `run` ends or `release` is called, so a caller can reserve before steps it would have to
   * undo if the work were refused later.
   */
  reserve(): Reservation;
  /** Reserves and runs in one go. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Runs now, waits in line, and places taken (running, waiting, or reserved and not yet run). */
  readonly load: { running: number; waiting: number; reserved: number };
}

export interface Reservation {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back unused; harmless once `run` has begun (its end gives the place back). */
  release(): void;
}

/** A bounded line in front of expensive work: a fixed number runs, a few wait, the rest hear "busy" at once. */
export const createWorkGate = (options: WorkGateOptions): WorkGate => {
  let running = 0;
  let reserved = 0;
  const line: Array<() => void> = [];

  // a finished run hands its slot straight to the next in line, so no newcomer can slip in between
  const leave = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };

  const reserve = (): Reservation => {
    if (reserved >= options.slots + options.queueLength) {
      throw tooManyRequests(options.busyMessage, options.retryAfterSeconds);
    }
    reserved += 1;
    let held = true;
    let started = false;
    const free = () => {
      if (!held) return;
      held = false;
      reserved -= 1;
    };
    return {
      // once the work has started, only its end gives the place back: a caller that hangs up mid-hash must not let
      // a newcomer in while the hash still runs
      release: () => {
        if (!started) free();
      },
      async run(work) {
        if (started) throw new Error('a reservation runs once');
        // given back before it ran (its caller hung up): the work is not for anyone any more
        if (!held) throw tooManyRequests(options.busyMessage, options.retryAfterSeconds);
        started = true;
        if (running < options.slots) running += 1;
        else await new Promise<void>((resolve) => line.push(resolve));
        try {
          return await work();
        } finally {
          free();
          leave();
        }
      },
    };
  };

  return {
    reserve,
    run: async (work) => reserve().run(work),
    get load() {
      return { running, waiting: line.length, reserved };
    },
  };
};
