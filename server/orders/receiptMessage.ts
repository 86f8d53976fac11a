import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import type { EmailDocument } from "../../schema/email/document";
import { addressLines } from "../../schema/rules/addressLines";
import { countryName } from "../../schema/rules/countries";
import { formatCents } from "../../schema/rules/money";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import type { OrderShipping } from "../data/orderShipping";
import type { OrderLine } from "../data/orders";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";
import { orderLineRows, orderLinesText, textBlock as text } from "./orderEmailBlocks";

/**
 * A paid order's receipt (issue 18): what was bought at what price, the total, and the way to the
 * library; plain text, and HTML built as an email document and exported as the studio's emails
 * are, so it holds in every inbox and every title is escaped like any text.
 */
/**
 * Where the order's music goes, in words (issue 34): the buyer's own to their library, each gift
 * to its recipient by email, with a link to claim it.
 */
export function deliveryWords(lines: readonly OrderLine[], library: string): string[] {
  const gifts = lines.filter((line) => line.gift !== null);
  const own = lines.length - gifts.length;
  const giftWords =
    gifts.length === 1
      ? `Your gift goes to ${gifts[0]?.gift?.name}, who gets an email with a link to claim it; it is not added to your library.`
      : `Your gifts go to the people you chose, each by an email with a link to claim it; they are not added to your library.`;
  return [...(own > 0 ? [`Your music is in your library: ${library}`] : []), ...(gifts.length > 0 ? [giftWords] : [])];
}

/** What a discount code saved, in words, or null (issue 36): "Discount SUMMER20: -$5.00". */
export function discountWords(order: { readonly discountCode?: string | null }, lines: readonly OrderLine[]): string | null {
  const saved = lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  return order.discountCode && saved > 0 ? `Discount ${order.discountCode}: -${formatCents(saved)}` : null;
}

/** What shipping cost, in words (issue 36, item 3): "Shipping to Germany: $12.99", or free. */
export function shippingWords(shipping: OrderShipping): string {
  return `Shipping to ${countryName(shipping.country)}: ${shipping.cents === 0 ? "free" : formatCents(shipping.cents)}`;
}

export function receiptMessage(
  order: {
    readonly id: string;
    readonly profileId: string;
    readonly email: string;
    readonly totalCents: number;
    readonly discountCode?: string | null;
  },
  lines: readonly OrderLine[],
  site: { readonly name: string; readonly origin: string },
  shipping: OrderShipping | null = null,
): MailMessage {
  const subject = `Your receipt from ${site.name}`;
  const library = `${site.origin}/account`;
  const delivery = deliveryWords(lines, library);
  const ownMusic = lines.some((line) => line.gift === null);
  const discount = discountWords(order, lines);
  const shipsTo = shipping?.address ? addressLines(shipping.address) : [];
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "receipt",
    title: subject,
    settings: { subject, preheader: `Your order from ${site.name}: ${formatCents(order.totalCents)}` },
    root: {
      id: "root",
      type: "Container",
      props: { paddings: [16, 0, 16, 0] },
      children: [
        text("headline", "Thank you for your order", { fontSize: 24 }),
        text("lead", `Here is your receipt from ${site.name}.`),
        ...orderLineRows(lines),
        { id: "rule", type: "Divider", props: {} },
        ...(discount ? [text("discount", discount, { align: "right" })] : []),
        ...(shipping ? [text("shipping", shippingWords(shipping), { align: "right" })] : []),
        text("total", `Total ${formatCents(order.totalCents)}`, { align: "right" }),
        ...(shipsTo.length > 0 ? [text("ships-to", `Ships to: ${shipsTo.join(", ")}`)] : []),
        ...delivery.slice(ownMusic ? 1 : 0).map((words, index) => text(`delivery-${index}`, words)),
        ...(ownMusic ? [{ id: "library", type: "Button", props: { title: "Go to your library", link: library } }] : []),
        text("order", `Order ${order.id}`, { fontSize: 12 }),
      ],
    },
  } as EmailDocument;
  return {
    profileId: order.profileId,
    to: order.email,
    ...fromArtist(site.name),
    subject,
    text: [
      `Thank you for your order from ${site.name}.`,
      "",
      ...orderLinesText(lines),
      ...(discount ? [`  ${discount}`] : []),
      ...(shipping ? [`  ${shippingWords(shipping)}`] : []),
      `  Total  ${formatCents(order.totalCents)}`,
      "",
      ...(shipsTo.length > 0 ? ["Ships to:", ...shipsTo.map((line) => `  ${line}`), ""] : []),
      ...delivery,
      `Order ${order.id}`,
    ].join("\n"),
    html: exportEmailHtml(document, { siteUrl: site.origin }),
  };
}
