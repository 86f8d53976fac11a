/** What is left until a moment, in whole units; the seconds rounded down, so 0 shows only once it has come. */
export interface Remaining {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * The time from `now` to `at` (both ms since the epoch), or null once `at` has come.
 * @example remainingUntil(Date.UTC(2031, 0, 2), Date.UTC(2031, 0, 1, 23, 59, 30)) // { days: 0, hours: 0, minutes: 0, seconds: 30 }
 */
export function remainingUntil(at: number, now: number): Remaining | null {
  const left = Math.floor((at - now) / 1000);
  if (!(left > 0)) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? "" : "s"}`;

/**
 * The timer's accessible name: its two largest units, as a person would say it. Seconds only in
 * the last hour, so a screen reader that reads the name again does not hear it change every second.
 * @example remainingLabel({ days: 12, hours: 3, minutes: 0, seconds: 9 }) // "12 days, 3 hours left"
 */
export function remainingLabel({ days, hours, minutes, seconds }: Remaining): string {
  if (days > 0) return `${count(days, "day")}, ${count(hours, "hour")} left`;
  if (hours > 0) return `${count(hours, "hour")}, ${count(minutes, "minute")} left`;
  if (minutes > 0) return `${count(minutes, "minute")}, ${count(seconds, "second")} left`;
  return `${count(seconds, "second")} left`;
}
