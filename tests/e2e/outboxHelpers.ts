import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

/** The messages a server wrote to its outbox for this address (by default the e2e server's DATA_DIR), parsed. */
export async function mailTo(email: string, dataDir = process.env.E2E_DATA_DIR ?? ""): Promise<ParsedMail[]> {
  const outbox = join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  const raw = files.map((file) => readFileSync(join(outbox, file), "utf8")).filter((message) => message.includes(`To: ${email}`));
  return Promise.all(raw.map((message) => simpleParser(message)));
}
