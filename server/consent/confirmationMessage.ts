import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";

/** Whom a confirmation goes to and for what: the address, the artist's list, and the artist's site. */
export interface ConfirmationRequest {
  readonly profileId: string;
  readonly artistName: string;
  readonly listName: string;
  readonly email: string;
  /** The site's address, where the confirmation page is. */
  readonly origin: string;
  /** The confirmation link's token. */
  readonly token: string;
}

/** The page that confirms a subscription (site/screens/consent). */
export function confirmationUrl(origin: string, token: string): string {
  return `${origin}/email-lists/confirm/${encodeURIComponent(token)}`;
}

const IGNORE_NOTE = "If you did not ask for this, ignore this email: nothing happens, and you will not get the list's emails.";

const text = (id: string, words: string, props: { fontSize?: number } = {}): EmailBlockNode => ({
  id,
  type: "Text",
  props: { content: richTextFromPlainText(words), ...props },
});

/** The email as HTML, built as an email document and exported as the studio's emails are, so it holds in every inbox. */
function confirmationHtml(request: ConfirmationRequest, subject: string, url: string): string {
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "list-confirmation",
    title: subject,
    settings: { subject, preheader: `One click and you are on ${request.listName}.` },
    root: {
      id: "root",
      type: "Container",
      props: { paddings: [16, 0, 16, 0] },
      children: [
        text("headline", subject, { fontSize: 24 }),
        text("lead", `You asked to get ${request.listName} from ${request.artistName} at ${request.email}. Confirm that it was you:`),
        { id: "confirm", type: "Button", props: { title: "Confirm my subscription", link: url } },
        text("note", IGNORE_NOTE, { fontSize: 13 }),
      ],
    },
  };
  return exportEmailHtml(document, { siteUrl: request.origin });
}

/**
 * The email that asks a new subscriber to confirm (double opt-in, issue 19), from the artist: one
 * link, and the promise that ignoring it changes nothing.
 */
export function confirmationMessage(request: ConfirmationRequest): MailMessage {
  const subject = `Confirm your subscription to ${request.listName}`;
  const url = confirmationUrl(request.origin, request.token);
  return {
    profileId: request.profileId,
    to: request.email,
    ...fromArtist(request.artistName),
    subject,
    text: [
      `You asked to get ${request.listName} from ${request.artistName} at ${request.email}.`,
      "",
      "Confirm that it was you:",
      url,
      "",
      IGNORE_NOTE,
    ].join("\n"),
    html: confirmationHtml(request, subject, url),
  };
}
