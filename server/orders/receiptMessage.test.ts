import { describe, expect, it } from "vitest";
import { htmlValidationProblems, unsupportedEmailFeatures } from "../../email/export/emailChecksTesting";
import { EMAIL_ALLOWED_ENHANCEMENTS, visibleText } from "../../email/export/emailExportTesting";
import type { OrderLine } from "../data/orders";
import { receiptMessage } from "./receiptMessage";

const line = (title: string, priceCents: number, gift: OrderLine["gift"] = null): OrderLine =>
  ({ productId: "p", variantId: "v", title, priceCents, gift, shipsGoods: false, position: 0 }) as OrderLine;

const order = { id: "order-1", profileId: "artist-1", email: "fan@example.com", totalCents: 1549 };
const site = { name: "Salt & Static", origin: "https://salt.example" };

describe("the receipt", () => {
  const message = receiptMessage(
    order,
    [line("Night <Drive>", 999), line("Tide", 550, { name: "Jamie", email: "j@example.com", message: "" })],
    site,
  );

  it("lists what was bought, at what price, the total and the way to the library, in text", () => {
    expect(message).toMatchObject({ profileId: "artist-1", to: "fan@example.com", subject: "Your receipt from Salt & Static" });
    expect(message.text).toContain("  Night <Drive>  $9.99");
    expect(message.text).toContain("  Tide (a gift for Jamie)  $5.50");
    expect(message.text).toContain("  Total  $15.49");
    expect(message.text).toContain("https://salt.example/account");
    expect(message.text).toContain("Order order-1");
  });

  it("says what a merch item includes and when a pre-order comes out (issue 36, item 5)", () => {
    const bundle = { ...line("Tote", 1500), shipsGoods: true, includes: "Glasshouse" };
    const preOrder = { ...line("Next Year", 700), preOrderDate: "2027-03-01T00:00:00.000Z" };
    const receipt = receiptMessage(order, [bundle, preOrder], site);
    expect(receipt.text).toContain("  Tote, includes the download of Glasshouse  $15.00");
    expect(receipt.text).toContain("  Next Year, pre-order: out March 1, 2027  $7.00");
    expect(visibleText(receipt.html ?? "")).toContain("includes the download of Glasshouse");
  });

  it("says where the music goes: the buyer's own to the library, a gift to its recipient to claim (issue 34)", () => {
    expect(message.text).toContain("Your music is in your library: https://salt.example/account");
    expect(message.text).toContain("Your gift goes to Jamie, who gets an email with a link to claim it; it is not added to your library.");
    expect(visibleText(message.html ?? "")).toContain("Your gift goes to Jamie");
    const giftsOnly = receiptMessage(
      order,
      [
        line("Tide", 550, { name: "Jamie", email: "j@example.com", message: "" }),
        line("Moth", 450, { name: "Ana", email: "a@example.com", message: "" }),
      ],
      site,
    );
    expect(giftsOnly.text).not.toContain("Your music is in your library");
    expect(giftsOnly.text).toContain("Your gifts go to the people you chose, each by an email with a link to claim it");
    expect(visibleText(giftsOnly.html ?? "")).not.toContain("Go to your library");
  });

  it("says the same in HTML that holds in every inbox, titles escaped", () => {
    const html = message.html ?? "";
    const words = visibleText(html);
    for (const part of [
      "Thank you for your order",
      "Night <Drive>",
      "$9.99",
      "Tide (a gift for Jamie)",
      "$5.50",
      "Total $15.49",
      "Go to your library",
    ])
      expect(words).toContain(part);
    expect(html).not.toContain("<Drive>");
    expect(html).toContain('href="https://salt.example/account"');
    expect(htmlValidationProblems(html)).toEqual([]);
    expect(unsupportedEmailFeatures(html, { allowed: EMAIL_ALLOWED_ENHANCEMENTS }).blocking).toEqual([]);
  });
});
