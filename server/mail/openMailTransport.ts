import type { ServerConfig } from "../config";
import { DEFAULT_MAIL_FROM } from "../config";
import type { MailTransport } from "./mailTransport";
import { outboxTransport } from "./outboxTransport";
import { smtpTransport } from "./smtpTransport";

const outboxFolder = (dataDir: string) => `${dataDir}/outbox`;

/** The folder the outbox writes to, or null when mail goes to SMTP_URL's server. */
export function outboxFolderOf(config: Pick<ServerConfig, "smtpUrl" | "dataDir">): string | null {
  return config.smtpUrl ? null : outboxFolder(config.dataDir);
}

/** The transport the settings name: SMTP_URL's server, else `DATA_DIR/outbox` (a fresh install shows every email it would send). */
export function openMailTransport(config: Pick<ServerConfig, "smtpUrl" | "mailFrom" | "dataDir">): MailTransport {
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  return config.smtpUrl ? smtpTransport(config.smtpUrl, from) : outboxTransport(outboxFolder(config.dataDir), from);
}
