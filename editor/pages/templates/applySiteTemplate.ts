import { errorMessageOf } from "../../../schema/errors";
import type { PageDocument } from "../../../schema/page";
import type { SiteDocument } from "../../../schema/site";
import type { studioApi } from "../../api/studioApi";
import type { PageSession } from "../../document/documentSession";
import type { SiteSession } from "../../document/siteHolder";
import type { SiteTemplatePlan } from "./siteTemplatePlan";

/** The studio's calls applying a template makes (the tests give their own). */
export type TemplateApi = Pick<typeof studioApi, "getDocument" | "saveDocument" | "deleteDocument">;

/** What applying a template changed, so that undoing it can put everything back as it was. */
export interface AppliedTemplate {
  /** The site document before. */
  readonly site: SiteDocument;
  /** The artist's pages the template wrote over, as they were. */
  readonly replaced: readonly { readonly id: string; readonly draft: PageDocument }[];
  /** The pages the template added. */
  readonly created: readonly string[];
}

/** Where a template is applied: the artist, their open site and page, and the calls. */
export interface TemplateTarget {
  readonly profileId: string;
  readonly site: SiteSession;
  readonly openPage: PageSession | null;
  readonly api: TemplateApi;
}

export type TemplateOutcome<T = undefined> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Writes a planned template over the site (the open page and site saved first by the caller):
 * each page's draft, then the site document, then the open page loads its new draft. What was
 * there before is kept for the undo; when a write fails, what was written is put back.
 */
export async function applySiteTemplate(target: TemplateTarget, plan: SiteTemplatePlan): Promise<TemplateOutcome<AppliedTemplate>> {
  const { profileId, site, api } = target;
  const replaced: { id: string; draft: PageDocument }[] = [];
  const created: string[] = [];
  const before = site.holder.get();
  try {
    for (const { document, replaces } of plan.pages) {
      if (replaces) {
        const stored = await api.getDocument(profileId, document.id);
        await api.saveDocument(profileId, document.id, document, stored.version);
        replaced.push({ id: document.id, draft: stored.draft as PageDocument });
      } else {
        await api.saveDocument(profileId, document.id, document, null);
        created.push(document.id);
      }
    }
  } catch (caught) {
    await revertSiteTemplate(target, { site: before, replaced, created });
    return {
      ok: false,
      message: `The template could not be applied: ${errorMessageOf(caught, "an error occurred")}. Your site is as it was.`,
    };
  }
  site.holder.set(plan.site);
  const applied: AppliedTemplate = { site: before, replaced, created };
  const settled = await settle(target, applied);
  return settled.ok ? { ok: true, value: applied } : settled;
}

/** Puts back what a template changed: the pages it wrote over, without the pages it added, and the site as it was. */
export async function revertSiteTemplate(target: TemplateTarget, applied: AppliedTemplate): Promise<TemplateOutcome> {
  const { profileId, site, api } = target;
  try {
    for (const id of applied.created) await api.deleteDocument(profileId, id);
    for (const { id, draft } of applied.replaced) {
      const stored = await api.getDocument(profileId, id);
      await api.saveDocument(profileId, id, draft, stored.version);
    }
  } catch (caught) {
    return { ok: false, message: `The template could not be taken back: ${errorMessageOf(caught, "an error occurred")}.` };
  }
  site.holder.set(applied.site);
  return settle(target, applied);
}

/** Saves the site document and has the open page show its saved draft again, when the template wrote it. */
async function settle(target: TemplateTarget, applied: AppliedTemplate): Promise<TemplateOutcome> {
  const saved = await target.site.flush();
  if (!saved.ok) return saved;
  const open = target.openPage;
  if (open && applied.replaced.some((page) => page.id === open.documentId)) {
    const reloaded = await open.reload();
    if (!reloaded.ok) return reloaded;
  }
  return { ok: true, value: undefined };
}
