import { emailForAudience } from "../../email/export/emailForAudience";
import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import { exportEmailText } from "../../email/export/exportEmailText";
import { escapeHtml } from "../../runtime/escapeHtml";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import type { RichText } from "../../schema/richText";
import type { LockedNotice } from "../data/newsletterSends";

/** Stands for each recipient's unsubscribe token in an edition (URL-safe, so it survives the export untouched). */
export const UNSUBSCRIBE_TOKEN_SLOT = "BACKLINE-UNSUBSCRIBE-TOKEN";

/** A newsletter rendered once for a kind of reader, with the slots each recipient's words fill. */
export interface NewsletterEdition {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface EditionSite {
  /** The artist's site (`https://band.example`): links, the unsubscribe page, the web version. */
  readonly origin: string;
  readonly artistName: string;
  /** The web version's address, when the newsletter is published on the site. */
  readonly webVersionUrl?: string;
  /** Why the reader gets it, in the footer, when not the newsletter's usual reason (a welcome's: issue 37). */
  readonly reason?: string;
}

const words = (text: string) => ({ detail: 0, format: 0, mode: "normal", style: "", text, type: "text", version: 1 });
const inline = (children: object[]) => ({ children, direction: null, format: "", indent: 0, type: "paragraph", version: 1 });
const link = (url: string, text: string) => ({
  children: [words(text)],
  direction: null,
  format: "",
  indent: 0,
  type: "link",
  version: 1,
  url,
  rel: null,
  target: null,
  title: null,
});

/** The footer every newsletter ends with: why it came, the one-click unsubscribe link, and the web version. */
function footer(site: EditionSite): EmailBlockNode {
  const content = {
    root: {
      children: [
        inline([
          words(`${site.reason ?? `You get this email because you joined ${site.artistName}'s list or became a member.`} `),
          link(`${site.origin}/unsubscribe/${UNSUBSCRIBE_TOKEN_SLOT}`, "Unsubscribe"),
          ...(site.webVersionUrl ? [words(" · "), link(site.webVersionUrl, "View it in your browser")] : []),
        ]),
      ],
      direction: null,
      format: "",
      indent: 0,
      type: "root",
      version: 1,
    },
  } as unknown as RichText;
  return { id: "backline-footer", type: "Text", props: { content, fontSize: 12, align: "center", paddings: [24, 24, 24, 24] } };
}

/** The subject: the email's own, else its title. */
export function newsletterSubject(document: EmailDocument): string {
  return document.settings?.subject?.trim() || document.title;
}

/**
 * A newsletter for members or for everyone else (issue 19): members-only parts kept or left out
 * (a post's email puts its locked notice, and that notice's subject, in their place: issue 37),
 * the footer added, exported to HTML and plain text once; each recipient's copy then only fills
 * in its slots (personalizeEdition), so sending thousands renders the document twice.
 */
export function newsletterEdition(
  document: EmailDocument,
  site: EditionSite,
  { members, lockedNotice }: { readonly members: boolean; readonly lockedNotice?: LockedNotice | null },
): NewsletterEdition {
  const notice = members ? undefined : (lockedNotice ?? undefined);
  const withoutLocked = emailForAudience(document, { members, ...(notice ? { lockedNotice: notice.blocks } : {}) });
  // The notice's subject is also the page's title: nothing of the locked part in the copy's head either.
  const forReader = notice
    ? { ...withoutLocked, title: notice.subject, settings: { ...withoutLocked.settings, subject: notice.subject } }
    : withoutLocked;
  const withFooter: EmailDocument = {
    ...forReader,
    root: { ...forReader.root, children: [...(forReader.root.children ?? []), footer(site)] },
  };
  const options = { siteUrl: site.origin, ...(site.webVersionUrl ? { webVersionUrl: site.webVersionUrl } : {}) };
  return {
    subject: notice?.subject ?? newsletterSubject(document),
    html: exportEmailHtml(withFooter, options),
    text: exportEmailText(withFooter, options),
  };
}

/**
 * The web version (issue 19): the email as someone without a membership reads it, without the
 * footer (it has no recipient to unsubscribe), merge fields at their fallbacks.
 */
export function webVersionHtml(document: EmailDocument, site: Pick<EditionSite, "origin">): string {
  const html = exportEmailHtml(emailForAudience(document, { members: false }), { siteUrl: site.origin });
  return html.replace(FIRST_NAME_FIELD, (_field, fallback: string | undefined) => fallback ?? "");
}

/** `{{first_name}}` or `{{first_name|fallback}}`, as the artist types it in the email. */
const FIRST_NAME_FIELD = /\{\{\s*first_name\s*(?:\|\s*([^{}]*?)\s*)?\}\}/g;

/**
 * One recipient's copy: the first-name merge field filled (their first name, else the fallback
 * written after `|`, else nothing; escaped in the HTML, where the fallback is already escaped) and
 * their unsubscribe token in the links.
 */
export function personalizeEdition(
  edition: NewsletterEdition,
  recipient: { readonly firstName: string; readonly unsubscribeToken: string },
): NewsletterEdition {
  const name = recipient.firstName.trim();
  const fill = (encode: (text: string) => string) => (_field: string, fallback: string | undefined) =>
    name ? encode(name) : (fallback ?? "");
  return {
    subject: edition.subject.replace(
      FIRST_NAME_FIELD,
      fill((text) => text),
    ),
    html: edition.html.replace(FIRST_NAME_FIELD, fill(escapeHtml)).replaceAll(UNSUBSCRIBE_TOKEN_SLOT, recipient.unsubscribeToken),
    text: edition.text
      .replace(
        FIRST_NAME_FIELD,
        fill((text) => text),
      )
      .replaceAll(UNSUBSCRIBE_TOKEN_SLOT, recipient.unsubscribeToken),
  };
}
