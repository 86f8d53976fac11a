import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { formatDollars } from "../../schema/rules/money";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import type { OrderLine } from "../data/orders";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";

const dollars = (cents: number) => formatDollars(cents / 100);

const text = (id: string, words: string, props: { fontSize?: number; align?: "left" | "right" } = {}): EmailBlockNode => ({
  id,
  type: "Text",
  props: { content: richTextFromPlainText(words), ...props },
});

const lineOf = (line: OrderLine) => `${line.title}${line.gift ? ` (a gift for ${line.gift.name})` : ""}`;

/**
 * A paid order's receipt (issue 18): what was bought at what price, the total, and the way to the
 * library; plain text, and HTML built as an email document and exported as the studio's emails
 * are, so it holds in every inbox and every title is escaped like any text.
 */
export function receiptMessage(
  order: { readonly id: string; readonly profileId: string; readonly email: string; readonly totalCents: number },
  lines: readonly OrderLine[],
  site: { readonly name: string; readonly origin: string },
): MailMessage {
  const subject = `Your receipt from ${site.name}`;
  const library = `${site.origin}/account`;
  const items: EmailBlockNode[] = lines.map((line, index) => ({
    id: `line-${index}`,
    type: "Columns",
    props: { layout: "2:1", stackOnMobile: false },
    children: [
      { id: `line-${index}-what`, type: "Column", props: {}, children: [text(`line-${index}-title`, lineOf(line))] },
      {
        id: `line-${index}-price`,
        type: "Column",
        props: {},
        children: [text(`line-${index}-amount`, dollars(line.priceCents), { align: "right" })],
      },
    ],
  })) as EmailBlockNode[];
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "receipt",
    title: subject,
    settings: { subject, preheader: `Your order from ${site.name}: ${dollars(order.totalCents)}` },
    root: {
      id: "root",
      type: "Container",
      props: { paddings: [16, 0, 16, 0] },
      children: [
        text("headline", "Thank you for your order", { fontSize: 24 }),
        text("lead", `Here is your receipt from ${site.name}.`),
        ...items,
        { id: "rule", type: "Divider", props: {} },
        text("total", `Total ${dollars(order.totalCents)}`, { align: "right" }),
        { id: "library", type: "Button", props: { title: "Go to your library", link: library } },
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
      ...lines.map((line) => `  ${lineOf(line)}  ${dollars(line.priceCents)}`),
      `  Total  ${dollars(order.totalCents)}`,
      "",
      `Your music is in your library: ${library}`,
      `Order ${order.id}`,
    ].join("\n"),
    html: exportEmailHtml(document, { siteUrl: site.origin }),
  };
}
