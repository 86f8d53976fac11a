/** The studio's export of an artist's whole data (issue 40, item 1). */
import { ARTIST_EXPORT_DAYS } from "../api/artistExports";
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of artist exports alone. */
export const ARTIST_EXPORT_ERRORS = {
  /** An export's download past its days: the zip is deleted. */
  artist_export_expired: {
    status: 410,
    messages: {
      expired: `This export's download has expired: exports can be downloaded for ${ARTIST_EXPORT_DAYS} days. Export everything again to get a new one.`,
      linkExpired: "This export's link has expired: download it again from Studio › Settings › Export.",
    },
  },
  /** An export asked for while another is being made, or a download of one not made yet. */
  artist_export_busy: {
    status: 409,
    messages: {
      underWay: "An export is being made: wait for it to finish, then download it.",
      notReady: "This export is not ready to download: wait for it to finish, or export everything again if it failed.",
    },
  },
} as const satisfies ErrorCodes;

/** The messages of artist exports under the codes every part of the API shares (index.ts gathers them). */
export const ARTIST_EXPORT_MESSAGES = {
  not_found: {
    artistExport: "This artist has no such export.",
    artistExportLink: "This export's link is not valid: download it again from Studio › Settings › Export.",
  },
} as const satisfies SharedMessages;
