// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FollowersView } from "./FollowersView";

afterEach(cleanup);

describe("the followers", () => {
  it("counts the confirmed and those waiting, and lists each with since when and status", async () => {
    const followers = vi.fn(async () => ({
      confirmed: 1,
      pending: 1,
      total: 2,
      data: [
        { email: "ann@example.com", status: "confirmed" as const, since: "2026-11-29T10:00:00.000Z" },
        { email: "bob@example.com", status: "pending" as const, since: "2026-11-28T10:00:00.000Z" },
      ],
    }));
    render(<FollowersView profileId="p" api={{ followers }} />);
    const table = await screen.findByRole("table", { name: "Followers" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("ann@example.com");
    expect(rows[1]?.textContent).toContain("Confirmed");
    expect(rows[2]?.textContent).toContain("Waiting to confirm");
    expect(followers).toHaveBeenCalledWith("p", 1);
    expect(screen.getByText("Followers", { selector: "dt" }).nextElementSibling?.textContent).toBe("1");
  });

  it("says when no one follows yet", async () => {
    render(<FollowersView profileId="p" api={{ followers: vi.fn(async () => ({ confirmed: 0, pending: 0, total: 0, data: [] })) }} />);
    expect(await screen.findByText(/No followers yet/)).toBeTruthy();
  });
});
