import { describe, expect, it } from "vitest";
import { ANALYTICS_BATCH_MAX } from "../../schema/api/analytics";
import { analyticsPath, linkClickEvent, pageViewEvent, playEvent, utmOf } from "./analyticsEvents";
import { expectValidBatch } from "./analyticsTesting";

describe("analytics events", () => {
  it("builds a page view without the query, with the campaign of the address", () => {
    const view = pageViewEvent("/music", "?utm_source=instagram&utm_medium=social&utm_campaign=tour&ref=x", "https://example.org/");
    expect(view).toEqual({
      type: "pageview",
      path: "/music",
      referrer: "https://example.org/",
      utm: { source: "instagram", medium: "social", campaign: "tour" },
    });
    expectValidBatch([view]);
  });

  it("leaves utm out when the address names no campaign", () => {
    expect(pageViewEvent("/", "", "")).toEqual({ type: "pageview", path: "/", referrer: "" });
    expect(utmOf("?utm_source=&page=2")).toBeUndefined();
    expect(utmOf("?utm_medium=email")).toEqual({ medium: "email" });
  });

  it("cuts every value to the schema's limits, so no batch is refused for one long address", () => {
    const long = "x".repeat(5000);
    const events = [
      pageViewEvent(`/${long}`, `?utm_source=${long}&utm_campaign=${long}`, `https://a.example/${long}`),
      playEvent(`/${long}`, { trackId: "t1", releaseId: "r1", preview: false }, "start"),
      linkClickEvent(`/${long}`, `https://b.example/${long}`, "button"),
    ];
    expectValidBatch(events);
  });

  it("keeps a path's query and hash out, and gives it its leading slash", () => {
    expect(analyticsPath("/tour?x=1#dates")).toBe("/tour");
    expect(analyticsPath("tour")).toBe("/tour");
    expect(analyticsPath("")).toBe("/");
  });

  it("builds nothing for a link without an address", () => {
    expect(linkClickEvent("/", "  ", "linktree")).toBeNull();
  });

  it("fits a full batch", () => {
    expectValidBatch(Array.from({ length: ANALYTICS_BATCH_MAX }, () => pageViewEvent("/", "", "")));
  });
});
