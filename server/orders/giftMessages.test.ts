import { describe, expect, it } from "vitest";
import { giftClaimedMessage, giftDeliveryMessage } from "./giftMessages";

const site = { profileId: "artist-1", name: "Salt & Static", origin: "https://salt.example" };
const delivery = {
  title: "Night Drive",
  senderFirstName: "Ada",
  recipientName: "Jamie",
  recipientEmail: "jamie@example.com",
  message: "",
  token: "tok_abc-123",
};

describe("a gift's emails", () => {
  it("deliver the gift from the artist with its claim link, in both parts", () => {
    const message = giftDeliveryMessage(delivery, site);
    expect(message).toMatchObject({ to: "jamie@example.com", fromName: "Salt & Static", subject: "Ada sent you Night Drive" });
    expect(message.text).toBe(
      [
        "Hi Jamie,",
        "",
        "Ada bought you Night Drive from Salt & Static.",
        "",
        "Add it to your library (log in or create an account there to keep it):",
        "https://salt.example/gifts/claim/tok_abc-123",
        "",
        "The link works once: whoever uses it first gets the gift.",
      ].join("\n"),
    );
    expect(message.html).toMatch(/^<!DOCTYPE html>/);
    expect(message.html).toContain('href="https://salt.example/gifts/claim/tok_abc-123"');
    expect(message.html).toContain("Salt &amp; Static");
    expect(message.html).not.toContain("message:");
  });

  it("carry the buyer's words as plain text whose links are inert, in both parts (issue 30)", () => {
    const message = giftDeliveryMessage(
      {
        ...delivery,
        recipientName: "Jamie (www.prize.example)",
        message: 'You won! Claim at https://prize.example/claim or mail me@prize.example\n<a href="https://x.example">here</a>',
      },
      site,
    );
    expect(message.text).toContain("Hi Jamie (www[.]prize[.]example),");
    expect(message.text).toContain("> You won! Claim at hxxps://prize[.]example/claim or mail me@prize[.]example");
    expect(message.text).toContain('> <a href="hxxps://x[.]example">here</a>');
    expect(message.text).not.toMatch(/https?:\/\/(?!salt\.example\/gifts\/claim\/)/);
    const html = message.html ?? "";
    expect(html).toContain("hxxps://prize[.]example/claim");
    expect(html).toContain("&lt;a href=");
    expect(html).not.toContain("prize.example");
    // The claim link is the only one (the buyer's markup is text: its "<" is escaped).
    expect(new Set([...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]))).toEqual(
      new Set(["https://salt.example/gifts/claim/tok_abc-123"]),
    );
  });

  it("say 'Someone' when the buyer's account is gone", () => {
    expect(giftDeliveryMessage({ ...delivery, senderFirstName: " " }, site).subject).toBe("Someone sent you Night Drive");
  });

  it("tell the buyer who claimed it, with the way to their list of gifts", () => {
    const message = giftClaimedMessage({ title: "Night Drive", recipientName: "Jamie", senderEmail: "ada@example.com" }, site);
    expect(message).toMatchObject({ to: "ada@example.com", fromName: "Salt & Static", subject: "Jamie claimed your gift" });
    expect(message.text).toContain("https://salt.example/account");
  });
});
