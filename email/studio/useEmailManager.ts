import { useCallback, useEffect, useState } from "react";
import { studioApi } from "../../editor/api/studioApi";
import { formatDocumentErrors } from "../../editor/document/importExport";
import { useToast } from "../../editor/shell/toasts";
import { createBlockId } from "../../runtime/operations/createBlockId";
import type { EmailDocument } from "../../schema/email/document";
import { errorMessageOf } from "../../schema/errors";
import { PAGE_TITLE_MAX_LENGTH } from "../../schema/rules/documents";
import type { ThemeSettings } from "../../schema/site";
import { type EmailStarter, newEmailDocument } from "../starters";
import { tourDateLines } from "../tourDates";
import { emailKind } from "./emailKind";

/** One of the artist's emails in the list. */
export interface EmailEntry {
  readonly id: string;
  readonly title: string;
  readonly updatedAt: string;
}

export type EmailApi = Pick<typeof studioApi, "listDocuments" | "getDocument" | "saveDocument" | "deleteDocument" | "listEvents">;

export type EmailActionOutcome = { readonly ok: true; readonly id?: string } | { readonly ok: false; readonly message: string };

export interface EmailManager {
  /** The emails, newest name order as the server lists them; null while loading. */
  readonly emails: readonly EmailEntry[] | null;
  readonly problem: string | null;
  create(title: string, starter: EmailStarter): Promise<EmailActionOutcome>;
  duplicate(id: string): Promise<EmailActionOutcome>;
  /** Renames an email that is not open (the open one is renamed in its editor, which saves it). */
  renameClosed(id: string, title: string): Promise<EmailActionOutcome>;
  remove(id: string): Promise<EmailActionOutcome>;
  refresh(): Promise<void>;
}

/** The title a copy gets: "Copy of …", cut to the longest title there may be. */
export const copyTitle = (title: string) => `Copy of ${title}`.slice(0, PAGE_TITLE_MAX_LENGTH);

const fail = (error: unknown): EmailActionOutcome => ({ ok: false, message: errorMessageOf(error, "the server did not answer") });

/**
 * The Emails section's list (issue 16): the artist's emails from the documents API, and creating
 * (blank or from a starter, in the site's theme), duplicating, renaming and deleting them. The
 * server checks every document as it does any save.
 */
export function useEmailManager(profileId: string, theme: ThemeSettings | undefined, api: EmailApi = studioApi): EmailManager {
  const [emails, setEmails] = useState<readonly EmailEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  const refresh = useCallback(async () => {
    try {
      const documents = await api.listDocuments(profileId);
      setEmails(
        documents
          .filter((document) => document.kind === "email")
          .map((document) => ({ id: document.id, title: document.title, updatedAt: document.updatedAt })),
      );
      setProblem(null);
    } catch (error) {
      setProblem(`The emails could not be loaded: ${errorMessageOf(error, "the server did not answer")}`);
    }
  }, [api, profileId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const saveNew = async (document: EmailDocument, done: string): Promise<EmailActionOutcome> => {
    try {
      await api.saveDocument(profileId, document.id, document, null);
      toast(done);
      await refresh();
      return { ok: true, id: document.id };
    } catch (error) {
      return fail(error);
    }
  };

  return {
    emails,
    problem,
    refresh,
    async create(title, starter) {
      // A Tour dates email starts with the artist's real next dates; without them, with samples.
      const tourDates =
        starter === "tour-dates"
          ? await api.listEvents(profileId).then(
              (events) => tourDateLines(events, new Date()),
              () => [],
            )
          : [];
      return saveNew(newEmailDocument({ id: `email-${createBlockId()}`, title, starter, theme, tourDates }), `Email “${title}” created`);
    },
    async duplicate(id) {
      try {
        const stored = await api.getDocument(profileId, id);
        const parsed = emailKind.parse(stored.draft);
        if (!parsed.ok) return { ok: false, message: `This email could not be read: ${formatDocumentErrors(parsed.errors).join("; ")}` };
        const draft = parsed.value;
        const title = copyTitle(draft.title);
        return await saveNew({ ...draft, id: `email-${createBlockId()}`, title }, `Duplicated as “${title}”`);
      } catch (error) {
        return fail(error);
      }
    },
    async renameClosed(id, title) {
      try {
        const stored = await api.getDocument(profileId, id);
        await api.saveDocument(profileId, id, { ...stored.draft, title }, stored.version);
        await refresh();
        return { ok: true };
      } catch (error) {
        return fail(error);
      }
    },
    async remove(id) {
      try {
        await api.deleteDocument(profileId, id);
        await refresh();
        return { ok: true };
      } catch (error) {
        return fail(error);
      }
    },
  };
}
