import type { ServerConfig } from "../config";
import { DEFAULT_MAIL_FROM } from "../config";
import { mailOutcomes } from "../operations/metricsRegistry";
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
  return countedTransport(config.smtpUrl ? smtpTransport(config.smtpUrl, from) : outboxTransport(outboxFolder(config.dataDir), from));
}

/** The transport, each message it sends or fails to send counted in the metrics (every job's mail goes through it). */
function countedTransport(transport: MailTransport): MailTransport {
  return {
    kind: transport.kind,
    async send(message) {
      try {
        const sent = await transport.send(message);
        mailOutcomes.inc({ outcome: "sent" });
        return sent;
      } catch (error) {
        mailOutcomes.inc({ outcome: "failed" });
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
