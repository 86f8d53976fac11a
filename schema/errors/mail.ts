/** Email lists and their fans, confirmation and unsubscribe links, newsletters, test sends, the outbox and the mail provider's reports. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of mail alone. */
export const MAIL_ERRORS = {
  /** A test send goes only to the studio team and to addresses confirmed on the artist's lists (issue 30). */
  test_recipient_not_allowed: {
    status: 400,
    messages: {
      /** The refused addresses, joined, and how many they are. */
      refused: (addresses: string, count: number) =>
        `A test goes only to your studio team and to addresses confirmed on one of your lists: ${addresses} ${count === 1 ? "is" : "are"} neither.`,
    },
  },
  /** The outbox is where mail goes only without SMTP_URL. */
  outbox_off: {
    status: 404,
    messages: {
      smtp: "Mail goes through the SMTP server this server is set up with (SMTP_URL), so there is no outbox: look in the mailboxes it was sent to.",
    },
  },
  /** A list join's confirmation link (issue 19): never issued, replaced by a newer one, or of another artist's site. */
  confirm_link_invalid: {
    status: 404,
    messages: {
      unknown:
        "This confirmation link is not valid. Check that the whole link was copied from the email; if you joined more than once, use the newest email's link.",
    },
  },
  confirm_link_expired: {
    status: 410,
    messages: {
      tooOld: (days: number) =>
        `This confirmation link has expired: links work for ${days} days. Join the list again on the artist's site to get a new one.`,
      /** A follow's link (issue 37). */
      followTooOld: (days: number) =>
        `This confirmation link has expired: links work for ${days} days. Follow again on the artist's site to get a new one.`,
    },
  },
  confirm_link_used: {
    status: 410,
    messages: { again: "This confirmation link was already used. To subscribe again, join the list on the artist's site." },
  },
  confirm_link_withdrawn: {
    status: 410,
    messages: {
      later:
        "You unsubscribed after this link was sent, so it no longer subscribes you. To subscribe again, join the list on the artist's site.",
      followLater:
        "You unsubscribed after this link was sent, so it no longer follows for you. To follow again, use Follow on the artist's site.",
    },
  },
  /** A newsletter's unsubscribe link (issue 19): not signed by this server, or of another artist's site. */
  unsubscribe_link_invalid: {
    status: 404,
    messages: { unknown: "This unsubscribe link is not valid. Check that the whole link was copied from the email." },
  },
  /**
   * A newsletter's tracked link (issue 38) whose signature does not match its address, or whose
   * address is not a web address: never followed, so no one can use the artist's site to send
   * people elsewhere.
   */
  tracked_link_invalid: {
    status: 400,
    messages: {
      unsigned: "This link is not valid: it was changed after the email was sent. Check that the whole link was copied from the email.",
      notWeb: "This link does not lead to a web page, so it is not followed.",
    },
  },
  /** Bounce and complaint reports are taken only where MAIL_WEBHOOK_TOKEN is set. */
  mail_webhook_off: {
    status: 404,
    messages: { off: "Bounce and complaint reports are off on this server: set MAIL_WEBHOOK_TOKEN to turn them on." },
  },
  /** An import from another platform (issue 40) whose header names no platform the studio reads. */
  import_format_unknown: {
    status: 400,
    messages: {
      unknown:
        "This file is not an export the studio recognises: choose its platform, or upload the CSV as Mailchimp, Substack, Bandcamp or Patreon wrote it.",
    },
  },
  /** An import whose file lacks columns the chosen platform's export always has. */
  import_columns_missing: {
    status: 400,
    messages: {
      missing: (platform: string, columns: string) => `This file is not a ${platform} export: it has no ${columns} column.`,
    },
  },
  /** An import undone already, or never run. */
  import_not_undoable: {
    status: 409,
    messages: { undone: "This import was undone already." },
  },
} as const satisfies ErrorCodes;

/** The messages of mail under the codes every part of the API shares (index.ts gathers them). */
export const MAIL_MESSAGES = {
  bad_request: {
    /** SPEC §5's email-list messages. */
    emailListEmailRequired: "Please enter your email",
    emailListEmailInvalid: "Please enter a valid email",
    /** Newsletters (issue 19). */
    newsletterNobody: (audience: string) => `Nobody would get this email: ${audience} has no one to send to (confirmed, not unsubscribed).`,
    sendAtPast: "A scheduled time must be in the future.",
    /** Posts by email (issue 37). */
    postEmailNoOne: "Choose who gets the post by email: the members who can read it, free members or an email list.",
    /** Release announcements (issue 37). */
    announcementNoOne: "Choose who gets the announcement: your followers, buyers of your earlier releases or an email list.",
    notAnEmail: "Only an email can be sent: this document is a page.",
    importTooLong: (max: number) => `A file of more than ${max.toLocaleString("en-US")} rows cannot be imported at once; split it.`,
  },
  unauthorized: {
    mailWebhookToken: "Send the server's mail webhook token (MAIL_WEBHOOK_TOKEN) as Authorization: Bearer <token>.",
  },
  not_found: {
    emailList: "Email list not found.",
    platformImport: "Import not found.",
    welcome: "This welcome email was not found.",
    fan: "Fan not found.",
    newsletter: "Newsletter not found.",
    outboxMessage: "This message is not in the outbox.",
    subscriber: "This address is not on the list.",
  },
  conflict: {
    emailListInUse: (title: string) => `The page "${title}" has an Email-list block for this list: choose another list there first.`,
    newsletterStarted: "This newsletter has started sending (or was cancelled): it can no longer be cancelled.",
    postEmailed: "This post was already sent by email: a post goes by email once.",
    releaseAnnounced: "This release was already announced by email: a release is announced once.",
    announcementEmailTaken: "Another document of yours has the id of this release's announcement email. Rename it, then try again.",
  },
} as const satisfies SharedMessages;
