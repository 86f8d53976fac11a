/** The site, page and email documents: saving, publishing and deleting them. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** A save or a publish of a version that is no longer the draft. */
const DOCUMENT_STALE = "Someone else saved this document since you loaded it.";

/** The codes of documents alone. */
export const DOCUMENT_ERRORS = {
  invalid_document: { status: 400, messages: { parse: (problem = "it has errors.") => `The document is not valid: ${problem}` } },
  /** schema/rules/sitePaths.ts's reservedPathMessage names the screen that has the path. */
  reserved_path: { status: 400, messages: { taken: (message: string) => message } },
  /** A save on a version that is not the current one; the answer carries the current copy. */
  document_conflict: {
    status: 409,
    messages: {
      stale: DOCUMENT_STALE,
      exists: "This document already exists. Load it and save it with its version.",
    },
  },
} as const satisfies ErrorCodes;

/** The messages of documents under the codes every part of the API shares (index.ts gathers them). */
export const DOCUMENT_MESSAGES = {
  bad_request: {
    siteDocumentId: (siteId: string, documentId: string) => `The site document is saved under the id "${siteId}", not "${documentId}".`,
    pageWithSiteId: (siteId: string) => `A page cannot use the id "${siteId}": it is the site document's.`,
    emailWithSiteId: (siteId: string) => `An email cannot use the id "${siteId}": it is the site document's.`,
    emailNotPublished: "Emails are not published to the site: they are sent to a list.",
    kindChanged: (stored: string, sent: string) =>
      `This document is ${stored === "email" ? "an" : "a"} ${stored}; it cannot be saved as ${sent === "email" ? "an" : "a"} ${sent}.`,
    documentIdMismatch: (documentId: string, addressId: string) =>
      `The document's id "${documentId}" is not the id in the address, "${addressId}".`,
  },
  not_found: {
    document: "Document not found.",
    page: "Page not found.",
    siteNotPublished: "This site is not published yet.",
  },
  conflict: {
    /** A publish of a version that is no longer the draft. */
    documentStale: DOCUMENT_STALE,
    documentDeleted: "Someone deleted this document since you loaded it.",
    siteDocument: "The site document cannot be deleted.",
    homePage: "The home page cannot be deleted. Give another page the path / first.",
    pathTaken: (title: string, path: string) => `Another page ("${title}") already uses the path ${path}.`,
  },
} as const satisfies SharedMessages;
