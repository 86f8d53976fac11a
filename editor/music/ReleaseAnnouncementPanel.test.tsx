// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnnouncementChoice, AnnouncementState } from "../../schema/api/releaseAnnouncements";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { ReleaseAnnouncementPanel } from "./ReleaseAnnouncementPanel";

afterEach(cleanup);

const SENT: AnnouncementState = {
  choice: { followers: true, buyers: true, emailListId: null },
  send: {
    id: "s1",
    status: "sending",
    sendAt: "2026-11-30T00:00:00.000Z",
    counts: { total: 12, queued: 2, sent: 9, failed: 0, skipped: 1 },
  },
};

function fakeApi(state: AnnouncementState) {
  return {
    announcement: vi.fn(async () => state),
    announcementAudience: vi.fn(async (_p: string, _r: string, choice: AnnouncementChoice) => ({
      name: "",
      recipients: (choice.followers ? 10 : 0) + (choice.buyers ? 2 : 0) + (choice.emailListId ? 5 : 0),
    })),
    announce: vi.fn(async () => SENT),
    cancelAnnouncement: vi.fn(async () => ({ choice: null, send: null })),
  };
}

const LISTS = [{ id: "street", name: "Street team" }];

describe("the release's announcement panel", () => {
  it("offers followers, buyers and a list with how many that reaches, asks, announces, and shows the progress", async () => {
    const api = fakeApi({ choice: null, send: null });
    render(<ReleaseAnnouncementPanel profileId="p" releaseId="r" api={api} lists={LISTS} />);
    expect(await screen.findByText("Reaches 10 people now.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Buyers of/));
    fireEvent.change(screen.getByLabelText("A list"), { target: { value: "street" } });
    expect(await screen.findByText("Reaches 17 people now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Announce by email" }));
    fireEvent.click(
      await answerConfirm({ title: "Announce this release?", message: "It goes by email to 17 people, once.", button: "Announce" }),
    );
    expect((await screen.findByText(/Announced to 12/)).textContent).toBe("Announced to 12: 9 sent, 2 waiting, 1 skipped.");
    expect(api.announce).toHaveBeenCalledWith("p", "r", { followers: true, buyers: true, emailListId: "street" });
  });

  it("says a chosen announcement waits for the release, and can be cancelled", async () => {
    const api = fakeApi({ choice: { followers: true, buyers: false, emailListId: null }, send: null });
    render(<ReleaseAnnouncementPanel profileId="p" releaseId="r" api={api} lists={LISTS} />);
    expect((await screen.findByRole("status")).textContent).toContain("Waiting");
    fireEvent.click(screen.getByRole("button", { name: "Cancel announcement" }));
    expect(await screen.findByRole("button", { name: "Announce by email" })).toBeTruthy();
    expect(api.cancelAnnouncement).toHaveBeenCalledWith("p", "r");
  });
});
