// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "../../schema/api/auditLog";
import type { AuditLogApi } from "../api/auditLogApi";
import { ActivityWorkspace } from "./ActivityWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "Salt & Static" } as never;
const editor = { id: "own", email: "owner@example.com", name: "Ola", role: "owner", profileId: "artist" } as never;
const OLA = "Ola <owner@example.com>";
const ELI = "Eli <eli@example.com>";

const ENTRIES: AuditEntry[] = [
  { id: "3", at: "2026-11-28T12:00:00.000Z", actor: OLA, action: "member_invited", subject: "vi@example.com as viewer" },
  { id: "2", at: "2026-11-28T11:00:00.000Z", actor: ELI, action: "post_published", subject: "Tour dates are out" },
  { id: "1", at: "2026-11-28T10:00:00.000Z", actor: OLA, action: "order_refunded", subject: "order abc: $5.00 refunded" },
];

/** The log's route in memory: filtered as the server filters. */
function fakeLog(): AuditLogApi {
  return {
    list: vi.fn(async (_profileId: string, query: { category?: string; actor?: string; offset: number; limit: number }) => {
      const categories: Record<string, string> = { member_invited: "team", post_published: "publishing", order_refunded: "orders" };
      const data = ENTRIES.filter(
        (entry) => (!query.category || categories[entry.action] === query.category) && (!query.actor || entry.actor === query.actor),
      );
      return { total: data.length, data, actors: [ELI, OLA] };
    }),
  };
}

describe("the studio's Activity section", () => {
  it("lists who did what, newest first, in words, and filters by kind of work and by person", async () => {
    const api = fakeLog();
    render(<ActivityWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[2]?.textContent)).toEqual([
      "Invited someone",
      "Published a post",
      "Refunded an order",
    ]);

    fireEvent.change(screen.getByLabelText("Kind of work"), { target: { value: "team" } });
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2));
    expect(api.list).toHaveBeenLastCalledWith("artist", { category: "team", offset: 0, limit: 50 });

    fireEvent.change(screen.getByLabelText("Kind of work"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Person"), { target: { value: ELI } });
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith("artist", { actor: ELI, offset: 0, limit: 50 }));
    expect(await screen.findByText("Tour dates are out")).toBeTruthy();
    expect(screen.queryByText("Invited someone")).toBeNull();

    fireEvent.change(screen.getByLabelText("Kind of work"), { target: { value: "domains" } });
    expect(await screen.findByText("Nothing matches.")).toBeTruthy();
  });
});
