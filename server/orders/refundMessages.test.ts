import { describe, expect, it } from "vitest";
import { htmlValidationProblems, unsupportedEmailFeatures } from "../../email/export/emailChecksTesting";
import { EMAIL_ALLOWED_ENHANCEMENTS, visibleText } from "../../email/export/emailExportTesting";
import type { OrderLine } from "../data/orders";
import { giftWithdrawnMessage, refundNoticeMessage } from "./refundMessages";

const line = (title: string, priceCents: number, gift: OrderLine["gift"] = null): OrderLine =>
  ({ productId: "p", variantId: "v", title, priceCents, gift, shipsGoods: false, position: 0 }) as OrderLine;

const order = { id: "order-1", profileId: "artist-1", email: "fan@example.com", totalCents: 1549 };
const lines = [line("Night <Drive>", 999), line("Tide", 550, { name: "Jamie", email: "j@example.com", message: "" })];
const site = { name: "Salt & Static", origin: "https://salt.example" };

describe("the refund notice (issue 34, item 6)", () => {
  it("tells of a full refund from the artist: what the order held, the amount, and that its downloads were withdrawn", () => {
    const message = refundNoticeMessage(order, lines, { newlyRefundedCents: 1549, refundedCents: 1549, withdrawn: true }, site);
    expect(message).toMatchObject({
      profileId: "artist-1",
      to: "fan@example.com",
      fromName: "Salt & Static",
      subject: "Your order from Salt & Static was refunded",
    });
    expect(message.text).toBe(
      [
        "Salt & Static refunded your order: $15.49 goes back to you.",
        "",
        "  Night <Drive>  $9.99",
        "  Tide (a gift for Jamie)  $5.50",
        "  Order total  $15.49",
        "  Refunded  $15.49",
        "",
        "The order is cancelled, so its downloads were withdrawn from your library, and its gifts from the libraries of whoever claimed them.",
        "The money goes back the way you paid; your bank may take a few days to show it.",
        "",
        "Your library: https://salt.example/account",
        "Order order-1",
      ].join("\n"),
    );
  });

  it("says the same in HTML that holds in every inbox, titles escaped, the one link to the artist's site", () => {
    const html = refundNoticeMessage(order, lines, { newlyRefundedCents: 1549, refundedCents: 1549, withdrawn: true }, site).html ?? "";
    const words = visibleText(html);
    for (const part of ["Your order was refunded", "Night <Drive>", "$9.99", "Order total $15.49", "Refunded $15.49", "withdrawn"])
      expect(words).toContain(part);
    expect(html).not.toContain("<Drive>");
    expect(new Set([...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]))).toEqual(
      new Set(["https://salt.example/account"]),
    );
    expect(htmlValidationProblems(html)).toEqual([]);
    expect(unsupportedEmailFeatures(html, { allowed: EMAIL_ALLOWED_ENHANCEMENTS }).blocking).toEqual([]);
  });

  it("tells of a partial refund: the amount of the total, and that the downloads stay", () => {
    const message = refundNoticeMessage(order, lines, { newlyRefundedCents: 200, refundedCents: 200, withdrawn: false }, site);
    expect(message.subject).toBe("A refund of $2.00 from Salt & Static");
    expect(message.text).toContain("Salt & Static refunded $2.00 of your $15.49 order.");
    expect(message.text).toContain("Your downloads stay in your library.");
    expect(message.text).not.toContain("withdrawn");
  });

  it("tells the rest of a partly refunded order with what was refunded in all", () => {
    const message = refundNoticeMessage(order, lines, { newlyRefundedCents: 1349, refundedCents: 1549, withdrawn: true }, site);
    expect(message.subject).toBe("Your order from Salt & Static was refunded");
    expect(message.text).toContain("Salt & Static refunded $13.49 of your $15.49 order.");
    expect(message.text).toContain("Refunded in all: $15.49 of $15.49.");
    expect(message.text).toContain("downloads were withdrawn");
  });

  it("tells of a cancellation that gave no money back ($0 order) without an amount", () => {
    const free = { ...order, totalCents: 0 };
    const message = refundNoticeMessage(free, [line("Free Song", 0)], { newlyRefundedCents: 0, refundedCents: 0, withdrawn: true }, site);
    expect(message.subject).toBe("Your order from Salt & Static was cancelled");
    expect(message.text).toContain("Salt & Static cancelled your order.");
    expect(message.text).toContain("its downloads were withdrawn from your library.");
    expect(message.text).not.toMatch(/Refunded|money goes back/);
  });
});

describe("the withdrawn gift's notice", () => {
  it("tells whoever claimed it, from the artist, without the price, the buyer's name inert", () => {
    const message = giftWithdrawnMessage(
      { title: "Tide", senderFirstName: "Ada www.prize.example", email: "jo@example.com" },
      { refundedCents: 550 },
      { ...site, profileId: "artist-1" },
    );
    expect(message).toMatchObject({ to: "jo@example.com", fromName: "Salt & Static", subject: "Tide was withdrawn from your library" });
    expect(message.text).toContain(
      "Tide, the gift Ada www[.]prize[.]example sent you from Salt & Static, was withdrawn from your library: the order it came with was refunded.",
    );
    expect(message.text).not.toContain("$");
  });
});
