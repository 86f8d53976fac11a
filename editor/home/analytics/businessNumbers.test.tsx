// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadText } from "../../document/importExport";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { EMPTY_SUMMARY, FAKE_SUMMARY, fakeAnalyticsApi, fakeUplot } from "./analyticsTesting";
import { conversionWords } from "./businessTables";

vi.mock("../../document/importExport", () => ({ downloadText: vi.fn() }));

afterEach(cleanup);

const NOW = () => new Date("2026-11-30T10:00:00Z");

function open(api = fakeAnalyticsApi()) {
  render(<AnalyticsPanel profileId="artist-1" siteUrl="https://lantern.example/" api={api} now={NOW} loadChart={fakeUplot().load} />);
}

const tableRows = (name: string) =>
  within(screen.getByRole("table", { name: new RegExp(`^${name},`) }))
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("the business's numbers on the studio home (issue 38)", () => {
  it("shows the funnel, joins, follows, deliveries and MRR moves as tiles, trends in words", async () => {
    open();
    const tiles = await screen.findByRole("list", { name: "Business numbers" });
    expect(
      within(tiles)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Checkouts started8▲ +100% on the previous 30 days",
      "Orders paid3▲ +200% on the previous 30 days",
      "Conversion38%of checkouts paid",
      "List joins12▲ +100% on the previous 30 days",
      "Follows5no change",
      "Emails delivered1,500▲ new",
      "MRR gained$10.00from starts, upgrades and price rises",
      "MRR lost$5.00from ends and price cuts",
      "Churn12.5%of paying members at the start left",
    ]);
  });

  it("tables the checkout funnel beside the period before, and the membership moves, each captioned and downloadable", async () => {
    open();
    await screen.findByRole("list", { name: "Business numbers" });
    expect(screen.getByRole("table", { name: "Checkout funnel, 2026-11-28 to 2026-11-30" })).toBeTruthy();
    expect(tableRows("Checkout funnel")).toEqual([
      ["Step", "This period", "Previous period"],
      ["Checkouts started", "8", "4"],
      ["Orders paid", "3", "1"],
      ["Conversion", "38%", "25%"],
    ]);
    expect(tableRows("Membership moves")).toEqual([
      ["Move", "Memberships"],
      ["Started", "2"],
      ["Renewed", "6"],
      ["Changed tier", "1"],
      ["Cancelled", "1"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Download CSV of checkout funnel" }));
    expect(downloadText).toHaveBeenLastCalledWith(
      "checkout-funnel 2026-11-28 to 2026-11-30.csv",
      "Step,This period,Previous period\r\nCheckouts started,8,4\r\nOrders paid,3,1\r\nConversion,38%,25%",
      "text/csv",
    );
  });

  it("says so when no paid membership moved, and shows a dash for the conversion of no checkout", async () => {
    const quiet = { ...FAKE_SUMMARY, funnel: EMPTY_SUMMARY.funnel, membershipMoves: EMPTY_SUMMARY.membershipMoves };
    open(fakeAnalyticsApi(async () => quiet));
    await screen.findByRole("list", { name: "Business numbers" });
    expect(screen.getByText("No paid memberships started, renewed or ended in this period.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV of membership moves" }).hasAttribute("disabled")).toBe(true);
    expect(tableRows("Checkout funnel")[3]).toEqual(["Conversion", "–", "–"]);
    // No one paying at the start: no churn to speak of, not 0%.
    expect(screen.getByText("Churn").parentElement?.textContent).toContain("–");
    expect(conversionWords(0, 2)).toBe("–");
    expect(conversionWords(3, 1)).toBe("33%");
  });
});
