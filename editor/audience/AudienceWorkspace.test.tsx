// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriberPage } from "../../schema/api/emailLists";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { type AudienceApi, AudienceWorkspace } from "./AudienceWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "The Lantern Coast" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;

const page: SubscriberPage = {
  total: 5,
  data: [
    { email: "pending@example.com", firstName: "Ada", lastName: "Lovelace", joinedAt: "2026-11-05T10:00:00.000Z", status: "pending" },
    { email: "confirmed@example.com", firstName: "Bo", lastName: "", joinedAt: "2026-11-04T10:00:00.000Z", status: "confirmed" },
    { email: "left@example.com", firstName: "", lastName: "", joinedAt: "2026-11-03T10:00:00.000Z", status: "unsubscribed" },
    { email: "gone@example.com", firstName: "", lastName: "", joinedAt: "2026-11-02T10:00:00.000Z", status: "bounced" },
    { email: "spam@example.com", firstName: "", lastName: "", joinedAt: "2026-11-01T10:00:00.000Z", status: "complained" },
  ],
};

function fakeAudience(): AudienceApi {
  const unused = vi.fn(async () => {
    throw new Error("not in this test");
  });
  return {
    listEmailLists: vi.fn(async () => [{ id: "news", name: "Newsletter", subscribers: 5, confirmed: 1, pending: 1 }]),
    listSubscribers: vi.fn(async () => page),
    createEmailList: unused,
    renameEmailList: unused,
    deleteEmailList: unused,
    removeSubscriber: unused,
    exportSubscribers: unused,
    importSubscribers: unused,
    listTiers: unused,
    listFans: unused,
    exportFans: unused,
    setMembership: unused,
  } as AudienceApi;
}

describe("the studio's email lists (issue 19: consent)", () => {
  it("count a list's confirmed and pending subscribers and show each subscriber's name (issue 34) and status", async () => {
    render(<AudienceWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={fakeAudience()} />);
    const panel = await screen.findByRole("region", { name: "List Newsletter" });
    const counts = within(panel)
      .getAllByRole("term")
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual(["Confirmed 1", "Pending 1"]);
    // The tab counts whom a newsletter reaches, not the 5 addresses ever added (issue 34).
    expect(screen.getByRole("button", { name: "Newsletter (1)" }).getAttribute("title")).toBe(
      "1 confirmed subscriber: the addresses a newsletter goes to",
    );
    const rows = await within(panel).findAllByRole("row");
    expect(rows.map((row) => [...row.querySelectorAll("td, th")].map((cell) => cell.textContent).slice(0, 4))).toEqual([
      ["Address", "Name", "Joined", "Status"],
      ["pending@example.com", "Ada Lovelace", "Nov 5, 2026", "Pending"],
      ["confirmed@example.com", "Bo", "Nov 4, 2026", "Confirmed"],
      ["left@example.com", "", "Nov 3, 2026", "Unsubscribed"],
      ["gone@example.com", "", "Nov 2, 2026", "Bounced"],
      ["spam@example.com", "", "Nov 1, 2026", "Complained"],
    ]);
  });

  it("deletes a list with its subscribers only after asking in the studio's dialog", async () => {
    const api = fakeAudience();
    api.deleteEmailList = vi.fn(async () => ({ ok: true as const }));
    render(<AudienceWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
    const panel = await screen.findByRole("region", { name: "List Newsletter" });
    const question = { title: "Delete this list?", message: 'Delete the list "Newsletter" and its subscribers? This cannot be undone.' };
    fireEvent.click(within(panel).getByRole("button", { name: "Delete list" }));
    await answerConfirm({ ...question, button: "Cancel" });
    expect(api.deleteEmailList).not.toHaveBeenCalled();
    fireEvent.click(within(panel).getByRole("button", { name: "Delete list" }));
    const dialog = await answerConfirm({ ...question, button: "Delete list" });
    await waitFor(() => expect(api.deleteEmailList).toHaveBeenCalledWith("artist", "news"));
    expect(dialog.isConnected).toBe(false);
  });
});
