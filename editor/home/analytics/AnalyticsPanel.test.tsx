// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadText } from "../../document/importExport";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { EMPTY_SUMMARY, FAKE_SUMMARY, fakeAnalyticsApi, fakeUplot } from "./analyticsTesting";

vi.mock("../../document/importExport", () => ({ downloadText: vi.fn() }));

afterEach(cleanup);

const NOW = () => new Date("2026-11-30T10:00:00Z");

function open(api = fakeAnalyticsApi()) {
  const uplot = fakeUplot();
  render(<AnalyticsPanel profileId="artist-1" siteUrl="https://lantern.example/" api={api} now={NOW} loadChart={uplot.load} />);
  return { api, uplot };
}

const tableRows = (name: string) =>
  within(screen.getByRole("table", { name: new RegExp(`^${name},`) }))
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("the home's numbers (issue 38)", () => {
  it("asks for the last 30 days, and shows the headlines with their trends in words", async () => {
    const { api } = open();
    const headlines = await screen.findByRole("list", { name: "Headline numbers" });
    expect(api.summary).toHaveBeenCalledWith("artist-1", { from: "2026-11-01", to: "2026-11-30" });
    expect(
      within(headlines)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Visitors112▲ +12% on the previous 30 days",
      "Plays46▼ \u22128% on the previous 30 days",
      "Sales3▲ new",
      "Revenue$1234.50▲ new",
      "Members8no change",
      "MRR$40.00▲ +14% on the previous 30 days",
      "Subscribers0no change",
    ]);
    expect(screen.getByText("Right now: 3 visitors")).toBeTruthy();
  });

  it("shows every chart's numbers in its table", async () => {
    const { uplot } = open();
    await screen.findByRole("list", { name: "Headline numbers" });
    expect(tableRows("Visitors and plays by day")).toEqual([
      ["Day", "Visitors", "Page views", "Plays"],
      ["2026-11-28", "30", "80", "10"],
      ["2026-11-29", "1,200", "2,000", "16"],
      ["2026-11-30", "42", "120", "20"],
    ]);
    expect(tableRows("Revenue by day")).toEqual([
      ["Day", "Sales", "Revenue"],
      ["2026-11-28", "0", "$0.00"],
      ["2026-11-29", "1", "$9.99"],
      ["2026-11-30", "2", "$1224.51"],
    ]);
    expect(tableRows("Top pages")).toEqual([
      ["Page", "Visitors", "Page views"],
      ["/", "90", "200"],
      ["/=cmd()", "4", "5"],
    ]);
    expect(tableRows("Top referrers")).toEqual([
      ["Source", "Visitors"],
      ["news.example, weekly", "12"],
      ["@SUM(1+1)", "2"],
    ]);
    expect(tableRows("Top countries")).toEqual([
      ["Country", "Visitors"],
      ["United Kingdom", "60"],
      ["France", "30"],
    ]);
    expect(tableRows("Top tracks and releases")).toEqual([
      ["Track", "Plays", "Release", "Completions", "Completion rate"],
      ["Harbour Lights", "40", "Tides", "30", "75%"],
    ]);
    expect(tableRows("Revenue by product")).toEqual([
      ["Product", "Revenue", "Sales"],
      ["Tides (vinyl)", "$1234.50", "3"],
    ]);
    expect(tableRows("Members by tier")).toEqual([
      ["Tier", "Members", "Joined", "Left"],
      ["Supporter", "8", "2", "1"],
      ["Patron", "0", "0", "0"],
    ]);
    // A day a tier was not counted on (before counting began) is a dash, not a 0.
    expect(tableRows("Members by tier by day")).toEqual([
      ["Day", "Supporter", "Patron"],
      ["2026-11-28", "7", "–"],
      ["2026-11-29", "8", "0"],
      ["2026-11-30", "8", "0"],
    ]);
    expect(tableRows("Top links")).toEqual([
      ["Link", "Clicks"],
      ["https://shop.example/", "7"],
    ]);
    // Three time charts: visitors and plays on one, revenue, and a line per tier whose gaps are nulls.
    await vi.waitFor(() => expect(uplot.made).toHaveLength(3));
    expect(((uplot.made[2]?.data ?? []) as unknown[]).slice(1)).toEqual([
      [7, 8, 8],
      [null, 0, 0],
    ]);
  });

  it("downloads a table as the CSV of the same rows, quoted, with the formula guard", async () => {
    open();
    await screen.findByRole("list", { name: "Headline numbers" });
    fireEvent.click(screen.getByRole("button", { name: "Download CSV of top pages" }));
    expect(downloadText).toHaveBeenLastCalledWith(
      "top-pages 2026-11-28 to 2026-11-30.csv",
      "Page,Visitors,Page views\r\n/,90,200\r\n/=cmd(),4,5",
      "text/csv",
    );
    fireEvent.click(screen.getByRole("button", { name: "Download CSV of visitors and plays by day" }));
    expect(vi.mocked(downloadText).mock.lastCall?.[1]).toBe(
      'Day,Visitors,Page views,Plays\r\n2026-11-28,30,80,10\r\n2026-11-29,"1,200","2,000",16\r\n2026-11-30,42,120,20',
    );
    fireEvent.click(screen.getByRole("button", { name: "Download CSV of top referrers" }));
    expect(vi.mocked(downloadText).mock.lastCall?.[1]).toBe('Source,Visitors\r\n"news.example, weekly",12\r\n"\'@SUM(1+1)",2');
    fireEvent.click(screen.getByRole("button", { name: "Download CSV of top countries" }));
    expect(vi.mocked(downloadText).mock.lastCall?.[1]).toBe("Country,Visitors\r\nUnited Kingdom,60\r\nFrance,30");
  });

  it("says the members chart fills in as the days pass, when no day of the period was counted", async () => {
    const uncounted = {
      ...FAKE_SUMMARY,
      membersByTier: FAKE_SUMMARY.membersByTier.map((tier) => ({ ...tier, daily: [null, null, null] })),
    };
    open(fakeAnalyticsApi(async () => uncounted));
    await screen.findByRole("list", { name: "Headline numbers" });
    expect(screen.getByText("Members are counted each day from now on: this chart fills in as the days pass.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV of members by tier by day" }).hasAttribute("disabled")).toBe(true);
  });

  it("says countries show once the host adds a country database, when visits came with none", async () => {
    open(fakeAnalyticsApi(async () => ({ ...FAKE_SUMMARY, topCountries: [] })));
    const card = await screen.findByRole("region", { name: "Top countries" });
    expect(card.textContent).toContain("Countries show here when your host adds a country database.");
    expect(within(card).queryByRole("table")).toBeNull();
    expect(within(card).getByRole("button", { name: "Download CSV of top countries" })).toHaveProperty("disabled", true);
    expect(tableRows("Top referrers")).toHaveLength(3);
  });

  it("asks again for another period, and refuses a bad custom range with a message", async () => {
    const { api } = open();
    await screen.findByRole("list", { name: "Headline numbers" });
    fireEvent.change(screen.getByRole("combobox", { name: "Period" }), { target: { value: "7d" } });
    expect(api.summary).toHaveBeenLastCalledWith("artist-1", { from: "2026-11-24", to: "2026-11-30" });
    fireEvent.change(screen.getByRole("combobox", { name: "Period" }), { target: { value: "custom" } });
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-11-24");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-12-05" } });
    expect(screen.getByRole("alert").textContent).toBe("The range must start on or before the day it ends.");
    expect(screen.getByLabelText("From").getAttribute("aria-invalid")).toBe("true");
    const calls = api.summary.mock.calls.length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-10-01" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.summary).toHaveBeenCalledTimes(calls + 1);
    expect(api.summary).toHaveBeenLastCalledWith("artist-1", { from: "2026-10-01", to: "2026-11-30" });
  });

  it("says it is loading, then that there are no visits yet for a new artist", async () => {
    open(fakeAnalyticsApi(async () => EMPTY_SUMMARY));
    expect(screen.getByText("Loading your numbers…")).toBeTruthy();
    expect((await screen.findByText(/^No visits yet/)).textContent).toContain("share your site's address, https://lantern.example,");
    expect(screen.queryByRole("list", { name: "Headline numbers" })).toBeNull();
  });

  it("says why the numbers could not load, in the server's words, and loads them on Try again", async () => {
    let calls = 0;
    open(
      fakeAnalyticsApi(async () => {
        calls += 1;
        if (calls === 1) throw new Error("The analytics are being counted.");
        return FAKE_SUMMARY;
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toContain("Your numbers could not be loaded: The analytics are being counted.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Headline numbers" })).toBeTruthy();
  });
});
