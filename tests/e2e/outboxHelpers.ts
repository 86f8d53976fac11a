import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

/** The messages the server wrote to its outbox for this address (the e2e server's DATA_DIR), parsed. */
export async function mailTo(email: string): Promise<ParsedMail[]> {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  const raw = files.map((file) => readFileSync(join(outbox, file), "utf8")).filter((message) => message.includes(`To: ${email}`));
  return Promise.all(raw.map((message) => simpleParser(message)));
}
