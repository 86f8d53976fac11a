import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import type { EmailDocument } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";

/** Whom a follow's confirmation goes to: the address, the artist, and the artist's own address where the link leads. */
export interface FollowConfirmationRequest {
  readonly profileId: string;
  readonly artistName: string;
  readonly email: string;
  readonly origin: string;
  readonly token: string;
}

/** The site's page that confirms a follow (site/screens/consent/FollowConfirmScreen). */
export function followConfirmationUrl(origin: string, token: string): string {
  return `${origin}/follow/confirm/${encodeURIComponent(token)}`;
}

const IGNORE_NOTE = "If you did not ask for this, ignore this email: nothing happens, and you will get nothing more from us.";

/**
 * The email that asks a new follower to confirm (double opt-in, issue 37 item 3), from the artist:
 * one link on the artist's own site, and the promise that ignoring it changes nothing.
 */
export function followConfirmationMessage(request: FollowConfirmationRequest): MailMessage {
  const subject = `Confirm that you follow ${request.artistName}`;
  const url = followConfirmationUrl(request.origin, request.token);
  const lead = `You asked to follow ${request.artistName} at ${request.email}: you will hear of each new release. Confirm that it was you:`;
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "follow-confirmation",
    title: subject,
    settings: { subject, preheader: `One click and you follow ${request.artistName}.` },
    root: {
      id: "root",
      type: "Container",
      props: { paddings: [16, 0, 16, 0] },
      children: [
        { id: "headline", type: "Text", props: { content: richTextFromPlainText(subject), fontSize: 24 } },
        { id: "lead", type: "Text", props: { content: richTextFromPlainText(lead) } },
        { id: "confirm", type: "Button", props: { title: "Confirm that I follow", link: url } },
        { id: "note", type: "Text", props: { content: richTextFromPlainText(IGNORE_NOTE), fontSize: 13 } },
      ],
    },
  };
  return {
    profileId: request.profileId,
    to: request.email,
    ...fromArtist(request.artistName),
    subject,
    text: [lead, "", url, "", IGNORE_NOTE].join("\n"),
    html: exportEmailHtml(document, { siteUrl: request.origin }),
  };
}
