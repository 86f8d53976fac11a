// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AnalyticsContext } from "./analyticsContext";
import { recordingAnalytics } from "./analyticsTesting";
import { PageViews } from "./PageViews";

afterEach(cleanup);

function renderPageViews(path: string) {
  const location = memoryLocation({ path, record: true });
  const analytics = recordingAnalytics();
  render(
    <StrictMode>
      <AnalyticsContext.Provider value={analytics.record}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <PageViews />
        </Router>
      </AnalyticsContext.Provider>
    </StrictMode>,
  );
  return { analytics, navigate: (to: string) => act(() => location.navigate(to)) };
}

describe("page views", () => {
  it("records one on load, without the query, with the campaign of the address", () => {
    const { analytics } = renderPageViews("/music?utm_source=newsletter&utm_medium=email&utm_campaign=spring&page=2");
    expect(analytics.events).toEqual([
      { type: "pageview", path: "/music", referrer: "", utm: { source: "newsletter", medium: "email", campaign: "spring" } },
    ]);
  });

  it("records one on each client-side navigation to another path", () => {
    const { analytics, navigate } = renderPageViews("/");
    navigate("/tour?utm_source=ig");
    navigate("/tour?sort=date");
    navigate("/music/album-1");
    navigate("/");
    expect(analytics.events).toEqual([
      { type: "pageview", path: "/", referrer: "" },
      { type: "pageview", path: "/tour", referrer: "", utm: { source: "ig" } },
      { type: "pageview", path: "/music/album-1", referrer: "" },
      { type: "pageview", path: "/", referrer: "" },
    ]);
  });

  it("sends where the visitor came from", () => {
    Object.defineProperty(document, "referrer", { configurable: true, get: () => "https://search.example/?q=band" });
    try {
      const { analytics } = renderPageViews("/");
      expect(analytics.events).toEqual([{ type: "pageview", path: "/", referrer: "https://search.example/?q=band" }]);
    } finally {
      Object.defineProperty(document, "referrer", { configurable: true, get: () => "" });
    }
  });
});
