// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FanPage, StudioFan } from "../../schema/api/fans";
import type { StudioTier } from "../../schema/api/tiers";
import { type FansApi, FansView } from "./FansView";

afterEach(cleanup);

const crew = { id: "crew", name: "Crew" } as StudioTier;
const fan = (email: string, membershipTierId: string | null): StudioFan => ({
  id: email.split("@")[0] as string,
  firstName: "Ann",
  lastName: "Lee",
  email,
  membershipTierId,
  tierName: membershipTierId ? "Crew" : null,
  createdAt: "2026-11-01T10:00:00.000Z",
});

function fakeFans(fans: StudioFan[]): FansApi {
  return {
    listTiers: vi.fn(async () => [crew]),
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

  it("says there are no fans yet before anyone signs up", async () => {
    render(<FansView profileId="artist" api={fakeFans([])} />);
    expect(await screen.findByText("No fans yet: they appear here when they sign up on the site.")).toBeTruthy();
  });
});
