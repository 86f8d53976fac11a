import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import { formatCents } from "../../schema/rules/money";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import type { OrderLine } from "../data/orders";
import type { RefundNotice } from "../data/refundNotices";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";
import { inertLinks } from "./inertLinks";
import { orderLineRows, orderLinesText, textBlock as text } from "./orderEmailBlocks";

/** The artist's site a notice comes from: their name (the sender) and the address its links start with. */
export interface NoticeSite {
  readonly name: string;
  readonly origin: string;
}

/** What the notice says happened, in its subject, headline and first sentence. */
function wordsOf(notice: RefundNotice, totalCents: number, site: NoticeSite) {
  const amount = formatCents(notice.newlyRefundedCents);
  if (notice.newlyRefundedCents === 0)
    return {
      subject: `Your order from ${site.name} was cancelled`,
      headline: "Your order was cancelled",
      lead: `${site.name} cancelled your order.`,
    };
  const whole = notice.withdrawn && notice.newlyRefundedCents === notice.refundedCents;
  return {
    subject: notice.withdrawn ? `Your order from ${site.name} was refunded` : `A refund of ${amount} from ${site.name}`,
    headline: notice.withdrawn ? "Your order was refunded" : `${amount} refunded`,
    lead: whole
      ? `${site.name} refunded your order: ${amount} goes back to you.`
      : `${site.name} refunded ${amount} of your ${formatCents(totalCents)} order.`,
  };
}

/** What became of the downloads (and of the gifts among them), and of the money. */
function afterwardsOf(notice: RefundNotice, totalCents: number, lines: readonly OrderLine[]): string[] {
  const said: string[] = [];
  if (notice.refundedCents > 0 && notice.refundedCents !== notice.newlyRefundedCents)
    said.push(`Refunded in all: ${formatCents(notice.refundedCents)} of ${formatCents(totalCents)}.`);
  const gifts = lines.some((line) => line.gift) ? ", and its gifts from the libraries of whoever claimed them" : "";
  said.push(
    notice.withdrawn
      ? `The order is cancelled, so its downloads were withdrawn from your library${gifts}.`
      : "Your downloads stay in your library.",
  );
  if (notice.newlyRefundedCents > 0) said.push("The money goes back the way you paid; your bank may take a few days to show it.");
  return said;
}

/**
 * The email that tells a buyer of a refund or a cancellation of their order (issue 34, item 6),
 * from the artist: what was in the order, the amount given back now (and in all, after an earlier
 * partial refund), and whether its downloads were withdrawn (a full refund, a cancellation) or stay
 * (a partial refund). Plain text, and HTML exported from an email document as the receipt is, so
 * every title is escaped like any text and the one link is to the library on the artist's site.
 */
export function refundNoticeMessage(
  order: { readonly id: string; readonly profileId: string; readonly email: string; readonly totalCents: number },
  lines: readonly OrderLine[],
  notice: RefundNotice,
  site: NoticeSite,
): MailMessage {
  const words = wordsOf(notice, order.totalCents, site);
  const afterwards = afterwardsOf(notice, order.totalCents, lines);
  const library = `${site.origin}/account`;
  const amounts: EmailBlockNode[] =
    notice.newlyRefundedCents > 0 ? [text("refunded", `Refunded ${formatCents(notice.newlyRefundedCents)}`, { align: "right" })] : [];
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "refund",
    title: words.subject,
    settings: { subject: words.subject, preheader: words.lead },
    root: {
      id: "root",
      type: "Container",
      props: { paddings: [16, 0, 16, 0] },
      children: [
        text("headline", words.headline, { fontSize: 24 }),
        text("lead", words.lead),
        ...orderLineRows(lines),
        { id: "rule", type: "Divider", props: {} },
        text("total", `Order total ${formatCents(order.totalCents)}`, { align: "right" }),
        ...amounts,
        ...afterwards.map((words, index) => text(`afterwards-${index}`, words)),
        { id: "library", type: "Button", props: { title: "Go to your library", link: library } },
        text("order", `Order ${order.id}`, { fontSize: 12 }),
      ],
    },
  };
  return {
    profileId: order.profileId,
    to: order.email,
    ...fromArtist(site.name),
    subject: words.subject,
    text: [
      words.lead,
      "",
      ...orderLinesText(lines),
      `  Order total  ${formatCents(order.totalCents)}`,
      ...(notice.newlyRefundedCents > 0 ? [`  Refunded  ${formatCents(notice.newlyRefundedCents)}`] : []),
      "",
      ...afterwards,
      "",
      `Your library: ${library}`,
      `Order ${order.id}`,
    ].join("\n"),
    html: exportEmailHtml(document, { siteUrl: site.origin }),
  };
}

/**
 * The email that tells whoever claimed a gift that it left their library, because the order it
 * came with was refunded (or cancelled, when nothing was paid); from the artist. The buyer's name is as they typed it, its
 * links made inert as in the gift's own email; what the order cost is not the recipient's business.
 */
export function giftWithdrawnMessage(
  gift: { readonly title: string; readonly senderFirstName: string; readonly email: string },
  notice: Pick<RefundNotice, "refundedCents">,
  site: NoticeSite & { readonly profileId: string },
): MailMessage {
  const sender = inertLinks(gift.senderFirstName).trim() || "Someone";
  return {
    profileId: site.profileId,
    to: gift.email,
    ...fromArtist(site.name),
    subject: `${gift.title} was withdrawn from your library`,
    text: [
      `${gift.title}, the gift ${sender} sent you from ${site.name}, was withdrawn from your library: the order it came with was ${notice.refundedCents > 0 ? "refunded" : "cancelled"}.`,
      "",
      `Your library: ${site.origin}/account`,
    ].join("\n"),
  };
}
