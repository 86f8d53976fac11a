// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FanBilling, FanPage, StudioFan } from "../../schema/api/fans";
import type { StudioTier } from "../../schema/api/tiers";
import { type FansApi, FansView } from "./FansView";

afterEach(cleanup);

const crew = { id: "crew", name: "Crew" } as StudioTier;
const supporter = { id: "supporter", name: "Supporter" } as StudioTier;
const fan = (email: string, membershipTierId: string | null, billing: FanBilling | null = null): StudioFan => ({
  id: email.split("@")[0] as string,
  firstName: "Ann",
  lastName: "Lee",
  email,
  membershipTierId,
  tierName: membershipTierId === "supporter" ? "Supporter" : membershipTierId ? "Crew" : null,
  billing,
  createdAt: "2026-11-01T10:00:00.000Z",
});

function fakeFans(fans: StudioFan[]): FansApi {
  return {
    listTiers: vi.fn(async () => [crew, supporter]),
    listFans: vi.fn(async (_profileId: string, query: { search: string; tier?: string }): Promise<FanPage> => {
      const data = fans.filter(
        (one) =>
          one.email.includes(query.search) &&
          (query.tier === undefined || (query.tier === "none" ? !one.membershipTierId : one.membershipTierId === query.tier)),
      );
      return { total: data.length, data };
    }),
    exportFans: vi.fn(async () => "first_name,last_name,email,tier,signed_up_at\r\n"),
    setMembership: vi.fn(async () => ({})),
  };
}

describe("the studio's fans", () => {
  it("lists fans with their tier, filters by tier and search, and gives a tier by hand", async () => {
    const api = fakeFans([fan("ann@example.com", null), fan("ben@example.com", "crew")]);
    render(<FansView profileId="artist" api={api} />);
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    await waitFor(() => expect((screen.getByLabelText("Tier of ben@example.com") as HTMLSelectElement).value).toBe("crew"));

    fireEvent.change(screen.getByLabelText("Tier"), { target: { value: "none" } });
    await waitFor(() =>
      expect(vi.mocked(api.listFans)).toHaveBeenLastCalledWith("artist", { search: "", offset: 0, limit: 50, tier: "none" }),
    );
    fireEvent.change(screen.getByLabelText("Find a fan"), { target: { value: "ann" } });
    await waitFor(() => expect(screen.queryByText("ben@example.com")).toBeNull());

    fireEvent.change(screen.getByLabelText("Tier of ann@example.com"), { target: { value: "crew" } });
    await waitFor(() => expect(api.setMembership).toHaveBeenCalledWith("artist", "ann", "crew"));
  });

  it("shows what each member pays and when it renews, ends or failed (issue 34, item 13)", async () => {
    const paying = { tierName: "Supporter", amountCents: 500, interval: "month", cancelAtPeriodEnd: false } as const;
    const api = fakeFans([
      fan("ann@example.com", "supporter", { ...paying, status: "active", currentPeriodEnd: "2026-12-12T10:00:00.000Z" }),
      fan("ben@example.com", "supporter", {
        ...paying,
        status: "active",
        cancelAtPeriodEnd: true,
        currentPeriodEnd: "2027-01-03T10:00:00.000Z",
      }),
      fan("cy@example.com", "crew", { ...paying, amountCents: 5000, interval: "year", status: "past_due", currentPeriodEnd: null }),
      fan("dee@example.com", null),
    ]);
    render(<FansView profileId="artist" api={api} />);
    const row = async (email: string) => (await screen.findByText(email)).closest("tr") as HTMLElement;
    expect(within(await row("ann@example.com")).getByText("$5.00/month")).toBeTruthy();
    expect(within(await row("ann@example.com")).getByText("Renews on Dec 12, 2026")).toBeTruthy();
    expect(within(await row("ben@example.com")).getByText("Ends on Jan 3, 2027")).toBeTruthy();
    // Given another tier by hand: the list says which tier the money is for.
    expect(within(await row("cy@example.com")).getByText("$50.00/year for Supporter")).toBeTruthy();
    expect(within(await row("cy@example.com")).getByText("Payment failed")).toBeTruthy();
    expect((await row("dee@example.com")).textContent).not.toContain("$");
  });

  it("marks complimentary memberships, says where they came from, and finds them with the Tier filter (issue 40)", async () => {
    const api = fakeFans([
      { ...fan("pat@example.com", "supporter"), complimentary: { importedFrom: "patreon" } },
      { ...fan("gus@example.com", "crew"), complimentary: { importedFrom: null } },
      fan("dee@example.com", null),
    ]);
    render(<FansView profileId="artist" api={api} />);
    const row = async (email: string) => (await screen.findByText(email)).closest("tr") as HTMLElement;
    expect(within(await row("pat@example.com")).getByText("Complimentary")).toBeTruthy();
    expect(within(await row("pat@example.com")).getByText("Imported from Patreon")).toBeTruthy();
    expect(within(await row("gus@example.com")).getByText("No subscription")).toBeTruthy();
    expect((await row("dee@example.com")).textContent).not.toContain("Complimentary");
    fireEvent.change(screen.getByLabelText("Tier"), { target: { value: "complimentary" } });
    await waitFor(() =>
      expect(vi.mocked(api.listFans)).toHaveBeenLastCalledWith("artist", { search: "", offset: 0, limit: 50, tier: "complimentary" }),
    );
  });

  it("asks before changing a paying member's tier, saying what happens to their billing; a free fan changes at once", async () => {
    const billing = {
      tierName: "Supporter",
      amountCents: 500,
      interval: "month",
      status: "active",
      currentPeriodEnd: "2026-12-12T10:00:00.000Z",
      cancelAtPeriodEnd: false,
    } as const;
    const api = fakeFans([fan("ann@example.com", "supporter", billing), fan("dee@example.com", null)]);
    render(<FansView profileId="artist" api={api} />);
    await waitFor(() => expect((screen.getByLabelText("Tier of ann@example.com") as HTMLSelectElement).value).toBe("supporter"));

    fireEvent.change(screen.getByLabelText("Tier of ann@example.com"), { target: { value: "crew" } });
    const dialog = await screen.findByRole("dialog", { name: "Move Ann Lee to Crew?", hidden: true });
    expect(dialog.textContent).toContain("They pay $5.00/month for Supporter.");
    expect(dialog.textContent).toContain(
      "Changing their tier here does not change that subscription: they are still charged $5.00 every month, and their next renewal, on Dec 12, 2026, puts them back on Supporter.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel", hidden: true }));
    expect(api.setMembership).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Tier of ann@example.com") as HTMLSelectElement).value).toBe("supporter");

    fireEvent.change(screen.getByLabelText("Tier of ann@example.com"), { target: { value: "" } });
    const away = await screen.findByRole("dialog", { name: "Take Ann Lee's tier away?", hidden: true });
    fireEvent.click(within(away).getByRole("button", { name: "Take their tier away", hidden: true }));
    await waitFor(() => expect(api.setMembership).toHaveBeenCalledWith("artist", "ann", null));

    fireEvent.change(screen.getByLabelText("Tier of dee@example.com"), { target: { value: "crew" } });
    await waitFor(() => expect(api.setMembership).toHaveBeenCalledWith("artist", "dee", "crew"));
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
  });

  it("says there are no fans yet before anyone signs up", async () => {
    render(<FansView profileId="artist" api={fakeFans([])} />);
    expect(await screen.findByText("No fans yet: they appear here when they sign up on the site.")).toBeTruthy();
  });
});
