// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { fakeAnnouncements } from "./musicTestKit";
import { ReleaseAnnouncementPanel } from "./ReleaseAnnouncementPanel";

afterEach(cleanup);

const LISTS = [
  { id: "street", name: "Street team" },
  { id: "press", name: "Press" },
];

/** The studio addresses opened by a click on a link (the studio follows them itself; jsdom would not). */
function followedAddresses(): string[] {
  const opened: string[] = [];
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    opened.push(new URL(link.href).pathname);
  });
  return opened;
}

describe("the release's announcement panel", () => {
  it("offers followers, buyers and any of the lists with how many that reaches, asks, announces, and shows the progress", async () => {
    const api = fakeAnnouncements();
    render(<ReleaseAnnouncementPanel profileId="p" releaseId="r" api={api} lists={LISTS} />);
    expect(await screen.findByText("Reaches 10 people now.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Buyers of/));
    fireEvent.click(screen.getByLabelText("The list “Street team”"));
    fireEvent.click(screen.getByLabelText("The list “Press”"));
    expect(await screen.findByText("Reaches 22 people now.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("The list “Street team”"));
    expect(await screen.findByText("Reaches 17 people now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Announce by email" }));
    fireEvent.click(
      await answerConfirm({ title: "Announce this release?", message: "It goes by email to 17 people, once.", button: "Announce" }),
    );
    expect((await screen.findByText(/Announced to 12/)).textContent).toBe("Announced to 12: 9 sent, 2 waiting, 1 skipped.");
    expect(api.announce).toHaveBeenCalledWith("p", "r", { followers: true, buyers: true, emailListIds: ["press"] });
  });

  it("says so when no one is chosen", async () => {
    render(<ReleaseAnnouncementPanel profileId="p" releaseId="r" api={fakeAnnouncements()} lists={LISTS} />);
    fireEvent.click(await screen.findByLabelText("Followers"));
    expect(await screen.findByText("Choose who gets it.")).toBeTruthy();
  });

  it("makes the starter email the artist's own copy and opens it in the builder; once made, it links there", async () => {
    const opened = followedAddresses();
    const api = fakeAnnouncements();
    render(<ReleaseAnnouncementPanel profileId="p" releaseId="r1" api={api} lists={LISTS} />);
    expect(await screen.findByText(/the new-release starter, filled with this release/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit the email first" }));
    await waitFor(() => expect(opened).toEqual(["/studio/emails/announce-r1"]));
    expect(api.makeAnnouncementEmail).toHaveBeenCalledWith("p", "r1");
    cleanup();

    render(
      <ReleaseAnnouncementPanel
        profileId="p"
        releaseId="r1"
        api={fakeAnnouncements({ choice: null, send: null, documentId: "announce-r1" })}
      />,
    );
    const link = await screen.findByRole("link", { name: "Edit the email" });
    expect(link.getAttribute("href")).toBe("/studio/emails/announce-r1");
    expect(screen.getByText(/your copy, edited in Emails/)).toBeTruthy();
  });

  it("says a chosen announcement waits for the release, and can be cancelled", async () => {
    const api = fakeAnnouncements({ choice: { followers: true, buyers: false, emailListIds: [] }, send: null, documentId: null });
    render(<ReleaseAnnouncementPanel profileId="p" releaseId="r" api={api} lists={LISTS} />);
    expect((await screen.findByRole("status")).textContent).toContain("Waiting");
    fireEvent.click(screen.getByRole("button", { name: "Cancel announcement" }));
    expect(await screen.findByRole("button", { name: "Announce by email" })).toBeTruthy();
    expect(api.cancelAnnouncement).toHaveBeenCalledWith("p", "r");
  });
});
