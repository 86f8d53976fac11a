import { useCallback, useEffect, useMemo, useState } from "react";
import type { EmailListOption } from "../../../blocks/settings/types";
import { useLatest } from "../../../client/ui/useLatest";
import type { TemplateArtist } from "../../../runtime/templates/siteTemplate";
import { buildTemplateSite, siteTemplateOf } from "../../../runtime/templates/siteTemplates";
import type { Profile } from "../../../schema/entities/people";
import type { SiteTemplateId } from "../../../schema/rules/siteTemplateIds";
import { studioApi } from "../../api/studioApi";
import type { PageSession } from "../../document/documentSession";
import type { SiteSession } from "../../document/siteHolder";
import { useToast } from "../../shell/toasts";
import type { HistoryTarget } from "../../state/historyTarget";
import type { PageManager } from "../usePageManager";
import { type AppliedTemplate, applySiteTemplate, revertSiteTemplate, type TemplateApi } from "./applySiteTemplate";
import { newPathForTemplatePage, planSiteTemplate } from "./siteTemplatePlan";
import type { TemplateActionOutcome } from "./TemplatesDialog";
import { withTemplateStep } from "./templateHistory";

export interface SiteTemplatesOptions {
  readonly profile: Profile;
  /** The artist's email lists: the template's sign-up forms join the first. */
  readonly emailLists: readonly EmailListOption[];
  readonly site: SiteSession | null;
  readonly openPage: PageSession | null;
  readonly pages: PageManager;
  /** Saves the open page and the site first; false when the artist chose to stay. */
  readonly saveFirst: () => Promise<boolean>;
  readonly api?: TemplateApi;
}

/**
 * Starter templates in the Site section: applying one to the whole site as one step Undo takes
 * back, and adding one of its pages as a new page (as adding a page is: deleted, not undone).
 * The step lasts until the artist opens another page or changes the site settings, whose own
 * steps Undo would otherwise jump over.
 */
export function useSiteTemplates({ profile, emailLists, site, openPage, pages, saveFirst, api = studioApi }: SiteTemplatesOptions) {
  const profileId = profile.id;
  const artist = useMemo<TemplateArtist>(() => ({ name: profile.name, emailListId: emailLists[0]?.id }), [profile.name, emailLists]);
  const [step, setStep] = useState<{ readonly label: string; readonly applied: AppliedTemplate } | null>(null);
  const toast = useToast();
  const latest = useLatest({ site, openPage, pages, artist });
  const openId = openPage?.documentId ?? null;

  // Another page opened, or the site settings changed: the template is no longer the last change.
  useEffect(() => {
    if (openId === null) return;
    setStep(null);
  }, [openId]);
  useEffect(() => site?.holder.subscribe(() => site.holder.canUndo() && setStep(null)), [site]);

  const apply = useCallback(
    async (templateId: SiteTemplateId): Promise<TemplateActionOutcome> => {
      const { site: current, pages: manager, artist: who } = latest.current;
      if (!current || !manager.pages) return { ok: false, message: "The site is still loading: try again in a moment." };
      if (!(await saveFirst())) return { ok: false };
      const template = siteTemplateOf(templateId);
      const plan = planSiteTemplate(current.holder.get(), manager.pages, buildTemplateSite(template, who));
      const outcome = await applySiteTemplate({ profileId, site: current, openPage: latest.current.openPage, api }, plan);
      await manager.refresh();
      if (!outcome.ok) return outcome;
      setStep({ label: template.label, applied: outcome.value });
      toast(`Template “${template.label}” applied to the whole site. Undo takes it back.`);
      return { ok: true };
    },
    [profileId, api, saveFirst, toast],
  );

  const undo = useCallback(async () => {
    const { site: current, pages: manager } = latest.current;
    if (!step || !current) return;
    setStep(null);
    if (!(await saveFirst())) return;
    const outcome = await revertSiteTemplate({ profileId, site: current, openPage: latest.current.openPage, api }, step.applied);
    // A page the template added is gone from the list: the workspace opens the home page in its place.
    await manager.refresh();
    toast(outcome.ok ? `Template “${step.label}” taken back: your site is as it was.` : outcome.message);
  }, [step, profileId, api, saveFirst, toast]);

  const addPage = useCallback(async (templateId: SiteTemplateId, pageId: string): Promise<TemplateActionOutcome> => {
    const { pages: manager, artist: who } = latest.current;
    const page = buildTemplateSite(siteTemplateOf(templateId), who).pages.find((candidate) => candidate.id === pageId);
    if (!page) return { ok: false, message: "The template has no such page." };
    const path = newPathForTemplatePage(page, manager.pages ?? []);
    const outcome = await manager.add({ title: page.path === "/" ? "Welcome" : page.title, path }, page);
    return outcome.ok ? outcome : { ok: false, message: outcome.message ?? Object.values(outcome.errors ?? {}).join(" ") };
  }, []);

  /** Undo's history with the template's step under the open document's own. */
  const historyWith = useCallback((inner: HistoryTarget | null) => withTemplateStep(inner, step ? () => void undo() : null), [step, undo]);
  return useMemo(() => ({ artist, apply, addPage, historyWith }), [artist, apply, addPage, historyWith]);
}

export type SiteTemplates = ReturnType<typeof useSiteTemplates>;

/** The workspace's histories (the top bar's, and the shortcuts' getter) with the template's step under them. */
export function useTemplateHistories(
  historyWith: SiteTemplates["historyWith"],
  history: HistoryTarget | null,
  historyFor: () => HistoryTarget,
): { topBarHistory: HistoryTarget | null; historyFor: () => HistoryTarget } {
  const topBarHistory = useMemo(() => historyWith(history), [historyWith, history]);
  const withStepFor = useCallback(() => {
    const inner = historyFor();
    return historyWith(inner) ?? inner;
  }, [historyFor, historyWith]);
  return { topBarHistory, historyFor: withStepFor };
}
