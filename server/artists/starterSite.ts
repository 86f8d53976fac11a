import type { TemplateSite } from "../../runtime/templates/siteTemplate";
import { buildTemplateSite, SITE_TEMPLATES, siteTemplateOf } from "../../runtime/templates/siteTemplates";
import { DEFAULT_SITE_TEMPLATE_ID, type SiteTemplateId } from "../../schema/rules/siteTemplateIds";

/** What the studio calls the email list a new artist starts with, as it calls the demo's and every first list. */
export const STARTER_EMAIL_LIST_NAME = "Newsletter";

/**
 * The id of the email list a new artist starts with: one per artist, known from their profile id
 * alone, so the studio's home can tell the untouched starter pages (whose sign-up forms join it)
 * from the artist's own work without reading the list. List ids are no secret: pages carry them.
 */
export function starterEmailListId(profileId: string): string {
  return `${profileId}-newsletter`;
}

/**
 * The site a new artist starts with (issue 39, item 4): a starter template (the default one
 * unless they chose) filled with their name, its sign-up forms joining the list they start with,
 * so the form works for fans from the first day.
 */
export function starterSite(artistName: string, templateId: SiteTemplateId = DEFAULT_SITE_TEMPLATE_ID, emailListId?: string): TemplateSite {
  return buildTemplateSite(siteTemplateOf(templateId), { name: artistName, emailListId });
}

/**
 * Every site a new artist of this name may have started from: the studio's home tells them from
 * the artist's own work. With their starter list, and without one (as artists made before the
 * starter list started).
 */
export function everyStarterSite(artistName: string, emailListId: string): TemplateSite[] {
  return SITE_TEMPLATES.flatMap((template) => [
    buildTemplateSite(template, { name: artistName, emailListId }),
    buildTemplateSite(template, { name: artistName }),
  ]);
}
