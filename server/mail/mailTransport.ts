/** The header that names the artist a message was sent for: the studio shows an artist only their own outbox. */
export const PROFILE_HEADER = "X-Backline-Profile";

/** A message the product sends: receipts, one-time links, gift deliveries, newsletters. */
export interface MailMessage {
  /** The artist the message is sent for (their fan's receipt, their owner's welcome): written as PROFILE_HEADER. */
  readonly profileId: string;
  /** One bare address, as stored (EMAIL_PATTERN): handed to the mail library as an address, never parsed. */
  readonly to: string;
  readonly subject: string;
  /** The plain-text part; every message has one. */
  readonly text: string;
  readonly html?: string;
  /** The sender; the server's MAIL_FROM when absent. */
  readonly from?: string;
  /**
   * The sender's name over MAIL_FROM's address, when `from` is absent: a fan's mail from an artist
   * shows the artist (`fromArtist`), while the address stays the one the server may send as. An
   * empty name sends from the bare address.
   */
  readonly fromName?: string;
  readonly replyTo?: string;
  /**
   * The Message-ID, when the sender chooses it: a newsletter's copy sent again after a crash keeps
   * its id, which mail programs take for the same message.
   */
  readonly messageId?: string;
  /** Extra headers (List-Unsubscribe, …). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Where mail goes: an SMTP server, or the outbox folder of the embedded default. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /** Sends one message; resolves with its Message-ID once the server (or the folder) has it. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}
