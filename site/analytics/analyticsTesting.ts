import Ajv2020 from "ajv/dist/2020.js";
import { expect } from "vitest";
import { AJV_OPTIONS } from "../../schema/ajvOptions";
import { type AnalyticsEvent, analyticsBatchSchema } from "../../schema/api/analytics";

const { code: _code, ...options } = AJV_OPTIONS;
const validateBatch = new Ajv2020(options).compile(analyticsBatchSchema);

/** Fails the test unless `events` make a batch the server's schema accepts. */
export function expectValidBatch(events: readonly unknown[]): void {
  const valid = validateBatch({ events });
  expect(validateBatch.errors ?? [], JSON.stringify(events)).toEqual([]);
  expect(valid).toBe(true);
}

/** A recorder that keeps what it is given, each event checked against the schema as it comes. */
export function recordingAnalytics(): { readonly events: AnalyticsEvent[]; record(event: AnalyticsEvent): void } {
  const events: AnalyticsEvent[] = [];
  return {
    events,
    record(event) {
      expectValidBatch([event]);
      events.push(event);
    },
  };
}
