// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SentGifts } from "../../../schema/api/gifts";
import { GiftsSentSection } from "./GiftsSentSection";

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

describe("the gifts a fan sent", () => {
  it("lists each release, its recipient, and whether it was claimed", async () => {
    render(<GiftsSentSection api={{ sentGifts: async () => sent }} />);
    const list = await screen.findByRole("list");
    expect(screen.getByRole("heading", { name: "Gifts you sent" })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Night Drive for JamieNot claimed yet", "Low Tide for SamClaimed"]);
  });

  it("is not there for a fan who sent none, and says when the list could not load", async () => {
    let asked = false;
    const { container } = render(
      <GiftsSentSection
        api={{
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
    render(<GiftsSentSection api={{ sentGifts: async () => Promise.reject(new Error("Offline.")) }} />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Your gifts could not be loaded: /);
  });
});
