import type { AnalyticsQuery } from "../../../schema/api/analytics";

/** The periods the home offers, each ending today (UTC); "custom" takes two dates. */
export type PeriodChoice = "7d" | "30d" | "90d" | "12m" | "custom";

/** The choices in the picker's order, with how the trends name the period before ("on the previous 30 days"). */
export const PERIOD_CHOICES: readonly { readonly choice: PeriodChoice; readonly label: string }[] = [
  { choice: "7d", label: "7 days" },
  { choice: "30d", label: "30 days" },
  { choice: "90d", label: "90 days" },
  { choice: "12m", label: "12 months" },
  { choice: "custom", label: "Custom range" },
];

/** The longest period the server answers for, in days (schema/api/analytics.ts). */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC day as the API writes it: YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** How many days from `from` to `to`, both counted. */
export function daysIn({ from, to }: AnalyticsQuery): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function isDay(text: string): boolean {
  return DAY.test(text) && utcDay(new Date(Date.parse(`${text}T00:00:00Z`) || 0)) === text;
}

/** A period, or why the custom range cannot be one. */
export type PeriodResult = { readonly ok: true; readonly period: AnalyticsQuery } | { readonly ok: false; readonly problem: string };

/**
 * The period a choice means, ending today (UTC): the last 7, 30 or 90 days, the 12 months since
 * this day a year ago, or the custom range (from ≤ to, at most 366 days).
 * @example periodOf("7d", new Date("2026-11-30T12:00:00Z")) // { ok: true, period: { from: "2026-11-24", to: "2026-11-30" } }
 */
export function periodOf(choice: PeriodChoice, now: Date, custom: { from: string; to: string } = { from: "", to: "" }): PeriodResult {
  const today = utcDay(now);
  if (choice === "custom") return customPeriod(custom);
  if (choice === "12m") {
    const yearAgo = new Date(now);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    return { ok: true, period: { from: addDays(utcDay(yearAgo), 1), to: today } };
  }
  const days = { "7d": 7, "30d": 30, "90d": 90 }[choice];
  return { ok: true, period: { from: addDays(today, 1 - days), to: today } };
}

function customPeriod({ from, to }: { from: string; to: string }): PeriodResult {
  if (!isDay(from) || !isDay(to)) return { ok: false, problem: "Choose both dates of the range." };
  if (from > to) return { ok: false, problem: "The range must start on or before the day it ends." };
  if (daysIn({ from, to }) > MAX_PERIOD_DAYS) return { ok: false, problem: `A range can be at most ${MAX_PERIOD_DAYS} days long.` };
  return { ok: true, period: { from, to } };
}

/** How the trends name a period: "30 days", "12 months", or a custom range's length ("45 days", "1 day"). */
export function periodName(choice: PeriodChoice, period: AnalyticsQuery): string {
  if (choice !== "custom") return PERIOD_CHOICES.find((each) => each.choice === choice)?.label ?? "";
  const days = daysIn(period);
  return days === 1 ? "day" : `${days} days`;
}
