import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import type { EmailDocument } from "../../schema/email/document";
import { CARRIERS, type Shipment, trackingLink } from "../../schema/rules/tracking";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import type { OrderLine } from "../data/orders";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";
import { orderLineWords, textBlock as text } from "./orderEmailBlocks";

/** How the parcel travels, in words: "It travels with UPS, tracking number 1Z…". */
function carrierWords(shipment: Shipment): string {
  const carrier = shipment.carrier === "other" ? "the carrier" : CARRIERS[shipment.carrier].name;
  return shipment.trackingNumber
    ? `It travels with ${carrier}, tracking number ${shipment.trackingNumber}.`
    : `It travels with ${carrier}.`;
}

/**
 * The fan's email when the artist marks their order shipped (issue 36, item 4): what is on its
 * way, with whom, and a button to the carrier's tracking page (built from the carrier's own
 * address, never from free text). From the artist, naming them.
 */
export function shippedMessage(
  order: { readonly id: string; readonly profileId: string; readonly email: string },
  lines: readonly OrderLine[],
  shipment: Shipment,
  site: { readonly name: string; readonly origin: string },
): MailMessage {
  const subject = `Your order from ${site.name} has shipped`;
  const link = trackingLink(shipment);
  const goods = lines.filter((line) => line.shipsGoods).map(orderLineWords);
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "shipped",
    title: subject,
    settings: { subject, preheader: carrierWords(shipment) },
    root: {
      id: "root",
      type: "Container",
      props: { paddings: [16, 0, 16, 0] },
      children: [
        text("headline", "Your order is on its way", { fontSize: 24 }),
        text("lead", `${site.name} shipped your order. ${carrierWords(shipment)}`),
        ...goods.map((words, index) => text(`line-${index}`, words)),
        ...(link ? [{ id: "track", type: "Button", props: { title: "Track your parcel", link } }] : []),
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
      `${site.name} shipped your order. ${carrierWords(shipment)}`,
      "",
      ...goods.map((words) => `  ${words}`),
      "",
      ...(link ? [`Track your parcel: ${link}`, ""] : []),
      `Order ${order.id}`,
    ].join("\n"),
    html: exportEmailHtml(document, { siteUrl: site.origin }),
  };
}
