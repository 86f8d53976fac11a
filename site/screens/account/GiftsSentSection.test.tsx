// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SentGifts } from "../../../schema/api/gifts";
import { GiftsSentSection, type SentGiftsApi } from "./GiftsSentSection";
import { fakeApi, json, resetBrowser } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

const sent: SentGifts = {
  gifts: [
    {
      orderId: "o2",
      position: 0,
      productId: "p1",
      title: "Night Drive",
      recipientName: "Jamie",
      claimed: false,
      held: false,
      sentAt: "2025-05-02T10:00:00.000Z",
    },
    {
      orderId: "o1",
      position: 1,
      productId: "p2",
      title: "Low Tide",
      recipientName: "Sam",
      claimed: true,
      held: false,
      sentAt: "2025-05-01T10:00:00.000Z",
    },
  ],
};

/** The API in memory: the list, a resend that answers its recipient, a link request that says it sent one. */
function inMemoryApi(gifts: SentGifts = sent) {
  return {
    sentGifts: vi.fn(async () => gifts),
    resendGift: vi.fn(async () => ({ recipientName: "Jamie" })),
    requestEmailConfirmation: vi.fn(async () => ({ email: "fan@example.com", confirmed: false, sent: true })),
  } satisfies SentGiftsApi;
}

describe("the gifts a fan sent", () => {
  it("lists each release, its recipient, and whether it was claimed", async () => {
    render(<GiftsSentSection api={inMemoryApi()} />);
    const list = await screen.findByRole("list");
    expect(screen.getByRole("heading", { name: "Gifts you sent" })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Night Drive for JamieNot claimed yetResend gift email", "Low Tide for SamClaimed"]);
  });

  it("emails a gift not claimed yet again, and says so, or shows the server's refusal in its words", async () => {
    let answer = json({ recipientName: "Jamie" });
    const api = fakeApi({
      "GET public/gifts/sent": () => json(sent),
      "POST public/gifts/resend": () => answer,
    });
    render(<GiftsSentSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Resend gift email: Night Drive for Jamie" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Night Drive was sent again to Jamie. The link sent before no longer works."),
    );
    expect(await api.bodies("POST public/gifts/resend")).toEqual([{ orderId: "o2", position: 0 }]);
    expect(screen.queryByRole("button", { name: /Low Tide/ })).toBeNull();

    answer = json({ code: "gift_claimed", message: "This gift was already claimed." }, 409);
    fireEvent.click(screen.getByRole("button", { name: "Resend gift email: Night Drive for Jamie" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This gift was already claimed.");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says a free order's gift waits for the fan's confirmed address, and sends the link again", async () => {
    const held = { gifts: [{ ...sent.gifts[0], held: true } as SentGifts["gifts"][number]] };
    const api = inMemoryApi(held);
    render(<GiftsSentSection api={api} />);
    expect((await screen.findByRole("listitem")).textContent).toBe("Night Drive for JamieWaiting for you to confirm your email address");
    const again = screen.getByRole("button", { name: "Send the confirmation link again" });
    fireEvent.click(again);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("We sent a new confirmation link to fan@example.com."));
    api.requestEmailConfirmation.mockResolvedValueOnce({ email: "fan@example.com", confirmed: false, sent: false });
    fireEvent.click(again);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("We sent a link to fan@example.com less than 10 minutes ago: look for it there."),
    );
  });

  it("is not there for a fan who sent none, and says when the list could not load", async () => {
    let asked = false;
    const { container } = render(
      <GiftsSentSection
        api={{
          ...inMemoryApi(),
          sentGifts: async () => {
            asked = true;
            return { gifts: [] };
          },
        }}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(true);
    expect(container.textContent).toBe("");
    cleanup();
    render(<GiftsSentSection api={{ ...inMemoryApi(), sentGifts: async () => Promise.reject(new Error("Offline.")) }} />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Your gifts could not be loaded: /);
  });
});
