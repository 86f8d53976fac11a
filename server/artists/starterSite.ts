import type { TemplateSite } from "../../runtime/templates/siteTemplate";
import { buildTemplateSite, SITE_TEMPLATES, siteTemplateOf } from "../../runtime/templates/siteTemplates";
import { DEFAULT_SITE_TEMPLATE_ID, type SiteTemplateId } from "../../schema/rules/siteTemplateIds";

/**
 * The site a new artist starts with (issue 39, item 4): a starter template (the default one
 * unless they chose) filled with their name. Their catalogue, events, tiers and lists start empty,
 * so the sign-up forms wait for a list the artist starts, and stay hidden from fans until then.
 */
export function starterSite(artistName: string, templateId: SiteTemplateId = DEFAULT_SITE_TEMPLATE_ID): TemplateSite {
  return buildTemplateSite(siteTemplateOf(templateId), { name: artistName });
}

/** Every site a new artist of this name may have started from: the studio's home tells them from the artist's own work. */
export function everyStarterSite(artistName: string): TemplateSite[] {
  return SITE_TEMPLATES.map((template) => buildTemplateSite(template, { name: artistName }));
}
