// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StudioHome } from "../../schema/api/studioHome";
import type { Profile } from "../../schema/entities/people";
import type { HomeApi } from "../api/homeApi";
import { EMPTY_SUMMARY, FAKE_SUMMARY, fakeAnalyticsApi, fakeUplot } from "./analytics/analyticsTesting";
import { HomeWorkspace } from "./HomeWorkspace";

afterEach(cleanup);

const profile = { id: "artist-1", name: "The Lantern Coast" } as Profile;
const editor = { id: "e", profileId: "artist-1", email: "owner@example.com", name: "Owner", role: "owner" } as const;
const NEW_ARTIST: StudioHome = {
  steps: { nameAndLook: true, release: false, tier: false, emailList: true, published: false },
  counts: { fans: 1234, members: 3, subscribers: 0, orders: 7 },
  siteUrl: "https://lantern.example/",
};

function open(get: HomeApi["get"], analytics = fakeAnalyticsApi(async () => EMPTY_SUMMARY)) {
  const api = { get: vi.fn(get) };
  const now = () => new Date("2026-11-30T10:00:00Z");
  render(
    <HomeWorkspace
      profile={profile}
      editor={editor}
      logOut={() => {}}
      setBeforeLeave={() => {}}
      api={api}
      analytics={analytics}
      now={now}
      loadChart={fakeUplot().load}
    />,
  );
  return api;
}

describe("the studio's home (issue 34, item 14)", () => {
  it("lists the first steps, each leading to its section and saying whether it is done, with the numbers at a glance and View site", async () => {
    const api = open(async () => NEW_ARTIST);
    const checklist = await screen.findByRole("region", { name: "Get your site ready" });
    expect(api.get).toHaveBeenCalledWith("artist-1");
    expect(within(checklist).getByText("2 of 5 done")).toBeTruthy();
    const items = within(checklist).getAllByRole("listitem");
    expect(items.map((item) => [within(item).getByRole("link").textContent, within(item).getByRole("link").getAttribute("href")])).toEqual([
      ["Choose your name and look", "/studio/site"],
      ["Add your first release", "/studio/music"],
      ["Create a membership tier", "/studio/memberships"],
      ["Start an email list", "/studio/audience"],
      ["Publish your site", "/studio/site"],
    ]);
    expect(items.map((item) => item.textContent?.includes("(done)"))).toEqual([true, false, false, true, false]);

    const numbers = screen.getByRole("region", { name: "At a glance" });
    expect(
      within(numbers)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["1,234 Fans", "3 Members", "0 Subscribers", "7 Orders"]);
    expect(within(numbers).getByRole("link", { name: "7 Orders" }).getAttribute("href")).toBe("/studio/orders");
    const view = screen.getByRole("link", { name: "View site" });
    expect([view.getAttribute("href"), view.getAttribute("target")]).toEqual(["https://lantern.example/", "_blank"]);
  });

  it("leads with the numbers (issue 38), the first steps staying beside them", async () => {
    const analytics = fakeAnalyticsApi(async () => FAKE_SUMMARY);
    open(async () => NEW_ARTIST, analytics);
    const numbers = await screen.findByRole("region", { name: "Your numbers" });
    expect(await within(numbers).findByRole("list", { name: "Headline numbers" })).toBeTruthy();
    expect(analytics.summary).toHaveBeenCalledWith("artist-1", { from: "2026-11-01", to: "2026-11-30" });
    expect(analytics.live).toHaveBeenCalledWith("artist-1");
    const steps = await screen.findByRole("region", { name: "Get your site ready" });
    // The numbers come first in the page's order (and so for a screen reader).
    expect(numbers.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("tells a new artist with no numbers yet to share their site's address", async () => {
    open(async () => NEW_ARTIST);
    expect((await screen.findByText(/^No visits yet/)).textContent).toContain("https://lantern.example");
    expect(screen.getByRole("region", { name: "Get your site ready" })).toBeTruthy();
  });

  it("says the site is ready once every step is done", async () => {
    open(async () => ({ ...NEW_ARTIST, steps: { nameAndLook: true, release: true, tier: true, emailList: true, published: true } }));
    expect(await screen.findByRole("region", { name: "Your site is ready for fans" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Get your site ready" })).toBeNull();
  });

  it("says why it could not load, and loads again on Try again", async () => {
    let calls = 0;
    open(async () => {
      calls += 1;
      if (calls === 1) throw new Error("The server is restarting.");
      return NEW_ARTIST;
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Your home could not be loaded: The server is restarting.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Get your site ready" })).toBeTruthy();
  });
});
