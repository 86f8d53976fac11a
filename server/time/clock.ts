/**
 * The server's time source. Code that hands out or checks something that expires asks the clock
 * per request, never captures a time at start (a link signed at start + 1 h is dead an hour
 * later), so tests can move time forward and see what a fan sees then.
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand: starts at `startMs` (default: now) and changes only when told. */
export function manualClock(startMs = Date.now()): Clock & { advance(ms: number): void; set(ms: number): void } {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}

/** A clock that moves with the system's and can be moved further ahead: what `advance` adds stays added. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/** The system's time plus what `advance` added: the e2e server's release clock (TEST_CLOCK_CONTROL). */
export function offsetClock(base: Clock = systemClock): MovableClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** Whether a clock can be moved (the release clock of a server started with TEST_CLOCK_CONTROL). */
export const isMovableClock = (clock: Clock): clock is MovableClock => typeof (clock as Partial<MovableClock>).advance === "function";
