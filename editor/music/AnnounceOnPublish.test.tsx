// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../shell/toasts";
import { AnnounceOnPublish } from "./AnnounceOnPublish";
import { fakeAnnouncements } from "./musicTestKit";

afterEach(cleanup);

const LISTS = [{ id: "street", name: "Street team" }];
const RELEASE = { id: "r1", title: "Night Drive" };

function renderOffer(api: ReturnType<typeof fakeAnnouncements>) {
  const onClose = vi.fn();
  render(
    <ToastProvider>
      <AnnounceOnPublish profileId="p" release={RELEASE} onClose={onClose} api={api} lists={LISTS} />
    </ToastProvider>,
  );
  return onClose;
}

describe("the announcement offered on publishing", () => {
  it("announces to the people chosen, says so, and closes", async () => {
    const api = fakeAnnouncements();
    const onClose = renderOffer(api);
    const offer = await screen.findByRole("dialog", { name: "Announce “Night Drive” by email?" });
    expect(await within(offer).findByText("Reaches 10 people now.")).toBeTruthy();
    fireEvent.click(within(offer).getByLabelText("The list “Street team”"));
    expect(await within(offer).findByText("Reaches 15 people now.")).toBeTruthy();
    fireEvent.click(within(offer).getByRole("button", { name: "Announce by email" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.announce).toHaveBeenCalledWith("p", "r1", { followers: true, buyers: false, emailListIds: ["street"] });
    expect(await screen.findByText("“Night Drive” announced by email")).toBeTruthy();
  });

  it("for a pre-order, says it goes on the release date", async () => {
    const api = fakeAnnouncements();
    api.announce.mockResolvedValueOnce({ choice: { followers: true, buyers: false, emailListIds: [] }, send: null, documentId: null });
    renderOffer(api);
    fireEvent.click(await screen.findByRole("button", { name: "Announce by email" }));
    expect(await screen.findByText("“Night Drive” will be announced on its release date")).toBeTruthy();
  });

  it("shows the server's refusal and stays open", async () => {
    const api = fakeAnnouncements();
    api.announce.mockRejectedValueOnce(new Error("Nobody would get this newsletter."));
    const onClose = renderOffer(api);
    fireEvent.click(await screen.findByRole("button", { name: "Announce by email" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Nobody would get this newsletter.");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("is not asked when the release already has an announcement", async () => {
    const api = fakeAnnouncements({ choice: { followers: true, buyers: false, emailListIds: [] }, send: null, documentId: null });
    const onClose = renderOffer(api);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
