import type { ArtistExportStep, ArtistExportSummary } from "../../../schema/api/artistExports";

/** What the job is adding now, as the progress line says it. */
const STEP_WORDS: Readonly<Record<ArtistExportStep, string>> = {
  "": "Starting",
  records: "Adding releases, posts, people and orders",
  documents: "Adding pages, the site and emails",
  spreadsheets: "Adding the spreadsheets of people and orders",
  media: "Adding media files and masters",
};

/** An export a job is still making. */
export const isExporting = (each: Pick<ArtistExportSummary, "status">) => each.status === "queued" || each.status === "running";

/** "Adding media files and masters… 12 of 40 files". */
export function exportProgress(each: Pick<ArtistExportSummary, "step" | "done" | "total">): string {
  const step = `${STEP_WORDS[each.step]}…`;
  return each.total > 0 ? `${step} ${each.done.toLocaleString("en-US")} of ${each.total.toLocaleString("en-US")} files` : step;
}

/** A zip's size as people read it: "820 KB", "1.4 GB". */
export function sizeInWords(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"] as const;
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${size < 10 ? size.toFixed(1) : Math.round(size)} ${units[unit]}`;
}
