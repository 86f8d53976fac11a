// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ArchivedNewsletter } from "../../../schema/api/feeds";
import { renderRoutes, resetBrowser, testSiteData } from "../account/screenTesting";
import { newslettersRoute } from "./newslettersRoute";

beforeEach(resetBrowser);
afterEach(cleanup);

const newsletter = (index: number): ArchivedNewsletter => ({
  subject: `Letter ${index} <& friends>`,
  slug: `letter-${index}`,
  sentAt: new Date(Date.UTC(2026, 0, 31 - index)).toISOString(),
});

describe("/newsletters (issue 37, item 5)", () => {
  it("lists past newsletters by subject and date, each linking to its web version", async () => {
    const asked: { page: number; limit: number }[] = [];
    const data = testSiteData({
      newsletters: async (query) => {
        asked.push(query);
        return { data: [newsletter(1), newsletter(2)], page: 1, pageSize: 20, total: 2 };
      },
    });
    renderRoutes([newslettersRoute], "/newsletters", { data });
    const link = await screen.findByRole("link", { name: "Letter 1 <& friends>" });
    expect(link.getAttribute("href")).toBe("/newsletters/letter-1");
    expect(screen.getByRole("link", { name: "Letter 2 <& friends>" })).toBeTruthy();
    expect(screen.getByText("Jan 30, 2026").getAttribute("datetime")).toBe("2026-01-30T00:00:00.000Z");
    expect(screen.getByRole("status").textContent).toBe("2 newsletters");
    expect(asked).toEqual([{ page: 1, limit: 20 }]);
  });

  it("pages through a long archive", async () => {
    const data = testSiteData({
      newsletters: async ({ page }) => ({ data: [newsletter(page)], page, pageSize: 20, total: 45 }),
    });
    renderRoutes([newslettersRoute], "/newsletters?page=2", { data });
    expect(await screen.findByRole("link", { name: "Letter 2 <& friends>" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /3/ }).getAttribute("href")).toBe("/newsletters?page=3");
  });

  it("says so when there are none yet", async () => {
    renderRoutes([newslettersRoute], "/newsletters");
    expect(await screen.findByText("No newsletters yet")).toBeTruthy();
  });
});
