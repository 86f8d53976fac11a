import type { LoadContext } from "../../runtime/dataNeeds";
import { memoByObject } from "../../runtime/memoByObject";
import { hasPoll } from "../../runtime/richText/poll/pollsIn";
import type { RichText } from "../../schema/richText/index";
import type { SiteResourceNeed } from "../../schema/siteResources";

const holdsPoll = memoByObject((content: RichText) => hasPoll(content));

/**
 * What a Text block needs for its polls (issue 15): the counts of its page's polls, when it holds a
 * poll and is on a page (a published one: the studio names none). Otherwise it asks with no page,
 * which loads nothing; every Text block of a page with polls asks the same, so the page loads them once.
 */
export function pagePollsNeed(content: RichText, context: LoadContext): SiteResourceNeed<"pagePolls"> {
  return { resource: "pagePolls", params: { pageId: context.pageId && holdsPoll(content) ? context.pageId : "" } };
}
