// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, renderRoutes, resetBrowser, TEST_PROFILE, TEST_SITE } from "./account/screenTesting";
import { privacyPolicyRoute } from "./privacyPolicyRoute";

beforeEach(resetBrowser);
afterEach(cleanup);

describe("/privacy-policy", () => {
  it("is a readable policy with one title and a heading for each part", async () => {
    fakeApi();
    renderRoutes([privacyPolicyRoute], "/privacy-policy");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Privacy policy");
    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        "What the site stores",
        "Why it is stored",
        "Who can see it",
        "How long it is kept",
        "Your choices",
        "Questions",
      ]),
    );
    const parts = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(parts).toEqual(
      expect.arrayContaining([
        "Your account",
        "Your login session",
        "Your cart",
        "Email-list subscriptions",
        "Likes, saves, comments and votes",
        "Visits, plays and clicks",
      ]),
    );
    // What the analytics keep and do not (issue 38), said plainly.
    const analytics = screen.getByRole("heading", { name: "Visits, plays and clicks" }).nextElementSibling?.textContent ?? "";
    for (const said of ["No cookie is set", "your IP address itself is never stored", "Do Not Track", "Global Privacy Control", "robots"])
      expect(analytics).toContain(said);
    // The country of a visit (GEOIP_DATABASE): from the address, and only the country kept.
    expect(analytics).toContain(
      "When the site has a country database, the server also works out from your IP address which country you are in, and keeps only that country, never the address.",
    );
    // Newsletters' open and click counts (issue 38): off unless the artist turns them on, said plainly.
    const newsletters = screen.getByRole("heading", { name: "Email-list subscriptions" }).nextElementSibling?.nextElementSibling
      ?.textContent;
    expect(newsletters).toContain("do not count opens or clicks unless the artist turns it on");
    // Every link in the table of contents leads to a heading on the page.
    for (const link of screen.getByRole("navigation", { name: "On this page" }).querySelectorAll("a")) {
      expect(document.getElementById((link.getAttribute("href") ?? "").slice(1))?.tagName).toBe("H2");
    }
  });

  it("says how long visits are kept in detail: the operator's ANALYTICS_RETENTION_DAYS, 90 unless set", async () => {
    fakeApi();
    const detail = async () =>
      (await screen.findByRole("heading", { name: "Visits, plays and clicks" })).nextElementSibling?.textContent ?? "";
    renderRoutes([privacyPolicyRoute], "/privacy-policy");
    expect(await detail()).toContain("The counts are kept in detail for 90 days, then only as totals per day (and per hour).");
    cleanup();
    renderRoutes([privacyPolicyRoute], "/privacy-policy", { context: { analyticsRetentionDays: 30 } });
    expect(await detail()).toContain("The counts are kept in detail for 30 days, then only");
    cleanup();
    renderRoutes([privacyPolicyRoute], "/privacy-policy", { context: { analyticsRetentionDays: 1 } });
    expect(await detail()).toContain("The counts are kept in detail for 1 day, then only");
  });

  it("names the artist and says what is stored where", async () => {
    fakeApi();
    renderRoutes([privacyPolicyRoute], "/privacy-policy");
    const text = (await screen.findByRole("article")).textContent ?? "";
    expect(text).toContain("This is the website of The Lantern Coast.");
    expect(text).toContain("first name, last name and email address");
    expect(text).toContain("local storage under the name public-access-token");
    expect(text).toContain("local storage under the name backline-cart");
    expect(text).toContain("When you join an email list");
    expect(text).toContain("like or save a post, comment on it or vote in a poll");
  });

  it("has a title and description, and may be listed by search engines", () => {
    const head = privacyPolicyRoute.head({
      data: null,
      params: {},
      search: new URLSearchParams(),
      profile: TEST_PROFILE,
      site: TEST_SITE,
      pathname: "/privacy-policy",
    });
    expect(head.title).toBe("Privacy policy · The Lantern Coast");
    expect(head.description).toContain("The Lantern Coast");
    expect(head.noIndex).toBeUndefined();
  });
});
