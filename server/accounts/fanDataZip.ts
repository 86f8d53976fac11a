import { PassThrough } from "node:stream";
import archiver from "archiver";
import { csvText } from "../../runtime/csv/csv";
import type { FanData, FanDataRecords } from "../data/fanData";

/** The file names of each kind of data in the zip (`orders.json`, `orders.csv`, …). */
export const FAN_DATA_FILES: Readonly<Record<keyof FanData, string>> = {
  profile: "profile",
  orders: "orders",
  library: "library",
  memberships: "memberships",
  comments: "comments",
  likes: "likes",
  saves: "saves",
  votes: "votes",
  listSubscriptions: "list-subscriptions",
  contactMessages: "contact-messages",
};

/** Records as CSV: a header of every field any record has, then a line per record (an empty list: a header-less empty file). */
export function recordsCsv(records: FanDataRecords): string {
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
  if (fields.length === 0) return "";
  const cell = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  return csvText([fields, ...records.map((record) => fields.map((field) => cell(record[field])))]);
}

const README = (artistName: string, at: string) =>
  [
    `Your data at ${artistName}, as of ${at}.`,
    "",
    "Each kind of data is here twice: as JSON (for programs) and as CSV (for spreadsheets).",
    "Amounts are in cents; times are UTC (ISO 8601).",
    "",
    ...Object.values(FAN_DATA_FILES).map((name) => `- ${name}.json, ${name}.csv`),
    "",
  ].join("\n");

/** A fan's data as one zip (GDPR art. 20: a common, machine-readable format), held in memory: it is small. */
export async function fanDataZip(data: FanData, { artistName, at }: { artistName: string; at: Date }): Promise<Buffer> {
  const archive = archiver("zip", { zlib: { level: 6 } });
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    output.on("end", resolve);
    archive.on("error", reject);
  });
  archive.pipe(output);
  archive.append(README(artistName, at.toISOString()), { name: "README.txt" });
  for (const [kind, name] of Object.entries(FAN_DATA_FILES) as [keyof FanData, string][]) {
    archive.append(`${JSON.stringify(data[kind], null, 2)}\n`, { name: `${name}.json` });
    archive.append(recordsCsv(data[kind]), { name: `${name}.csv` });
  }
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}
