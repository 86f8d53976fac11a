import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";
import { inertLinks } from "./inertLinks";

/** The site a gift's mail comes from: the artist's name (the sender) and the address its links start with. */
export interface GiftSite {
  /** The artist the gift is from: their outbox shows its messages. */
  readonly profileId: string;
  readonly name: string;
  readonly origin: string;
}

export interface GiftDelivery {
  readonly title: string;
  /** The buyer's first name; a gift from a deleted account is from "Someone". */
  readonly senderFirstName: string;
  readonly recipientName: string;
  readonly recipientEmail: string;
  /** The buyer's words, as they typed them (plain text: never markup). */
  readonly message: string;
  /** The one-time token of the claim link. */
  readonly token: string;
}

/** The page where a gift is claimed. */
function giftClaimUrl(origin: string, token: string): string {
  return `${origin}/gifts/claim/${encodeURIComponent(token)}`;
}

const senderOf = (firstName: string) => firstName.trim() || "Someone";

const text = (id: string, words: string, props: { fontSize?: number; paddings?: number[] } = {}): EmailBlockNode => ({
  id,
  type: "Text",
  props: { content: richTextFromPlainText(words), ...props },
});

/**
 * The gift's email as HTML, built as an email document and exported as the studio's emails are
 * (so it holds in every inbox): the buyer's message is text in a block, escaped like any text.
 */
function giftHtml(delivery: GiftDelivery, site: GiftSite, subject: string, claimUrl: string): string {
  const sender = senderOf(delivery.senderFirstName);
  const blocks: EmailBlockNode[] = [
    text("headline", subject, { fontSize: 24 }),
    text("lead", `Hi ${delivery.recipientName}, ${sender} bought you ${delivery.title} from ${site.name}.`),
  ];
  if (delivery.message !== "") {
    blocks.push(text("message-label", `${sender}'s message:`));
    blocks.push({
      id: "message",
      type: "Container",
      // 92% of the 600 px body: inset by the 24 px the text blocks keep on each side.
      props: { width: "92%", background: "#f4f4f5", radius: 4 },
      children: [text("message-text", delivery.message, { paddings: [12, 16, 12, 16] })],
    });
  }
  blocks.push(
    // The bare address is in the plain-text part: here its unbreakable length would widen the email on a phone.
    { id: "claim", type: "Button", props: { title: "Add it to my library", link: claimUrl } },
    text("note", "Log in or create an account there to keep it. The link works once: whoever uses it first gets the gift.", {
      fontSize: 13,
    }),
  );
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "gift",
    title: subject,
    settings: { subject, preheader: `${sender} sent you a gift from ${site.name}` },
    root: { id: "root", type: "Container", props: { paddings: [16, 0, 16, 0] }, children: blocks },
  };
  return exportEmailHtml(document, { siteUrl: site.origin });
}

/** A quote as plain-text mail writes one: each line after "> ". */
const quoted = (words: string) =>
  words
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");

/**
 * The email that delivers a gift to its recipient (issue 18): what it is, from whom, their message,
 * and the claim link. What the buyer typed (the message, the recipient's name) is plain text with
 * its links made inert (issue 30): the one link in the email is the claim link.
 */
export function giftDeliveryMessage(given: GiftDelivery, site: GiftSite): MailMessage {
  const delivery = { ...given, recipientName: inertLinks(given.recipientName), message: inertLinks(given.message) };
  const sender = senderOf(delivery.senderFirstName);
  const subject = `${sender} sent you ${delivery.title}`;
  const claimUrl = giftClaimUrl(site.origin, delivery.token);
  return {
    profileId: site.profileId,
    to: delivery.recipientEmail,
    ...fromArtist(site.name),
    subject,
    text: [
      `Hi ${delivery.recipientName},`,
      "",
      `${sender} bought you ${delivery.title} from ${site.name}.`,
      ...(delivery.message === "" ? [] : ["", `${sender}'s message:`, quoted(delivery.message)]),
      "",
      "Add it to your library (log in or create an account there to keep it):",
      claimUrl,
      "",
      "The link works once: whoever uses it first gets the gift.",
    ].join("\n"),
    html: giftHtml(delivery, site, subject, claimUrl),
  };
}

/** The email that tells the buyer their gift was claimed. */
export function giftClaimedMessage(
  claim: { readonly title: string; readonly recipientName: string; readonly senderEmail: string },
  site: GiftSite,
): MailMessage {
  const recipient = claim.recipientName.trim() || "Your recipient";
  return {
    profileId: site.profileId,
    to: claim.senderEmail,
    ...fromArtist(site.name),
    subject: `${recipient} claimed your gift`,
    text: [
      `${recipient} claimed ${claim.title}, the gift you sent from ${site.name}: it is in their library now.`,
      "",
      `Your gifts and whether they were claimed: ${site.origin}/account`,
    ].join("\n"),
  };
}
