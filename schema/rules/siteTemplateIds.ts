/**
 * The starter templates' ids (issue 39, item 4), as `backline artist create --template`, the
 * operator API and the studio name them. The templates themselves are `runtime/templates/`.
 */
export const SITE_TEMPLATE_IDS = ["band", "solo", "dj"] as const;
export type SiteTemplateId = (typeof SITE_TEMPLATE_IDS)[number];

/** The template a new artist gets when none is asked for. */
export const DEFAULT_SITE_TEMPLATE_ID: SiteTemplateId = "solo";

/** Whether a name is one of the templates' ids. */
export function isSiteTemplateId(id: string): id is SiteTemplateId {
  return (SITE_TEMPLATE_IDS as readonly string[]).includes(id);
}
