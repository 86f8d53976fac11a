import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import type { EmailDocument } from "../../schema/email/document";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";
import { textBlock as text } from "./orderEmailBlocks";

/**
 * The fan's email when a release they pre-ordered comes out (issue 36, item 5): "<Title> is out
 * now", with a button to their library on the artist's own address. From the artist, naming them.
 */
export function releasedMessage(
  order: { readonly id: string; readonly profileId: string; readonly email: string },
  title: string,
  site: { readonly name: string; readonly origin: string },
): MailMessage {
  const subject = `${title} is out now`;
  const library = `${site.origin}/account`;
  const lead = `${title} by ${site.name}, which you pre-ordered, is out: every track is in your library to play and download.`;
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "released",
    title: subject,
    settings: { subject, preheader: lead },
    root: {
      id: "root",
      type: "Container",
      props: { paddings: [16, 0, 16, 0] },
      children: [
        text("headline", subject, { fontSize: 24 }),
        text("lead", lead),
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
    text: [lead, "", `Your library: ${library}`, "", `Order ${order.id}`].join("\n"),
    html: exportEmailHtml(document, { siteUrl: site.origin }),
  };
}
