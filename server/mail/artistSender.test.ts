import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM } from "../config";
import { confirmationMessage } from "../consent/confirmationMessage";
import type { OrderLine } from "../data/orders";
import { askToFinishRegistration } from "../notices/accountNotices";
import { emailConfirmationMessage } from "../notices/emailConfirmationNotice";
import { giftClaimedMessage, giftDeliveryMessage } from "../orders/giftMessages";
import { receiptMessage } from "../orders/receiptMessage";
import { fromArtist } from "./artistSender";
import type { MailQueue } from "./mailQueue";
import type { MailMessage } from "./mailTransport";
import { nodemailerMessage } from "./nodemailerMessage";

const site = { profileId: "artist-1", name: "Salt & Static", origin: "https://salt.example" };
const line = { productId: "p", variantId: "v", title: "Tide", priceCents: 550, gift: null, shipsGoods: false, position: 0 } as OrderLine;

async function registrationNotice(): Promise<MailMessage> {
  const sent: MailMessage[] = [];
  const mail = { queue: async (message: MailMessage) => void sent.push(message) } as MailQueue;
  await askToFinishRegistration(mail, {
    profileId: site.profileId,
    email: "fan@example.com",
    artistName: site.name,
    siteOrigin: site.origin,
    link: `${site.origin}/account/finish/tok`,
  });
  return sent[0] as MailMessage;
}

/** Every message a fan gets from the artist, as its builder makes it (membership and refund notices: their own tests). */
async function fanMail(): Promise<[string, MailMessage][]> {
  return [
    ["receipt", receiptMessage({ id: "order-1", profileId: site.profileId, email: "fan@example.com", totalCents: 550 }, [line], site)],
    [
      "gift",
      giftDeliveryMessage(
        { title: "Tide", senderFirstName: "Ada", recipientName: "Jo", recipientEmail: "jo@example.com", message: "", token: "t" },
        site,
      ),
    ],
    ["gift claimed", giftClaimedMessage({ title: "Tide", recipientName: "Jo", senderEmail: "ada@example.com" }, site)],
    ["list confirmation", confirmationMessage({ ...site, artistName: site.name, listName: "News", email: "fan@example.com", token: "t" })],
    ["address confirmation", emailConfirmationMessage({ ...site, artistName: site.name, email: "fan@example.com", token: "t" })],
    ["registration", await registrationNotice()],
  ];
}

describe("mail to fans (issue 34, item 8)", () => {
  it("comes from the artist by name over MAIL_FROM's address, never from 'Backline'", async () => {
    for (const [what, message] of await fanMail()) {
      const from = nodemailerMessage(message, DEFAULT_MAIL_FROM).from;
      expect(from, what).toEqual({ name: "Salt & Static", address: "no-reply@localhost" });
      expect(JSON.stringify(from), what).not.toMatch(/backline/i);
    }
  });

  it("comes from the bare address when the artist has no name, not from MAIL_FROM's name", () => {
    const message: MailMessage = { profileId: "a", to: "fan@example.com", subject: "s", text: "t", ...fromArtist("  ") };
    expect(nodemailerMessage(message, DEFAULT_MAIL_FROM).from).toEqual({ name: "", address: "no-reply@localhost" });
  });

  it("leaves the server's own mail (no artist) to MAIL_FROM", () => {
    const message: MailMessage = { profileId: "a", to: "owner@example.com", subject: "s", text: "t" };
    expect(nodemailerMessage(message, "Studio <studio@host.example>").from).toBe("Studio <studio@host.example>");
  });
});
