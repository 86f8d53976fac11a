import type { MembershipTier } from "../../../schema/entities/membership";
import { type SiteData, VISITOR_VIEWER } from "../../../schema/siteData";
import { defineRoute, lazyScreen } from "../../app/routeTypes";
import { loadPageInRange } from "../../ui/pagination";
import type { MembersData } from "./membersData";
import { membersHref, membersQueryString, parseMembersQuery, toPostListQuery } from "./membersQuery";

// The tiers rarely change: the browser asks once per data source (the server makes one per request).
const tierLists = new WeakMap<SiteData, Promise<MembershipTier[]>>();

/** The artist's tiers; without them (a failed call, logged) the posts still show, with no tier names. */
function tiersOf(data: SiteData): Promise<MembershipTier[]> {
  let tiers = tierLists.get(data);
  if (!tiers) {
    tiers = data.membershipTiers().catch((error: unknown) => {
      console.error("Could not load the membership tiers", error);
      tierLists.delete(data);
      return [];
    });
    tierLists.set(data, tiers);
  }
  return tiers;
}

/**
 * /members (SPEC §2 Members page): the posts for the search, type, tier and page in the address.
 * What a post shows depends on who looks (its tier against the fan's), so the route is
 * `perViewer`: the server renders what a visitor sees, and the browser loads the posts again with
 * the fan's token once it knows the fan is logged in.
 */
export const membersRoute = defineRoute<MembersData>({
  id: "members",
  path: "/members",
  perViewer: true,
  load: async ({ search, data, viewer = VISITOR_VIEWER }) => {
    const query = parseMembersQuery(search);
    const [posts, tiers] = await Promise.all([
      loadPageInRange(query.page, (page) => data.posts(toPostListQuery({ ...query, page }), viewer)),
      tiersOf(data),
    ]);
    return { posts, tiers };
  },
  dataKey: (_pathname, search) => `members:${membersQueryString(parseMembersQuery(search))}`,
  Screen: lazyScreen("screens/members/MembersScreen.tsx", () => import("./MembersScreen").then((module) => module.MembersScreen)),
  head: ({ profile, search }) => {
    const query = parseMembersQuery(search);
    return {
      title: `${query.page > 1 ? `Posts, page ${query.page}` : "Posts"} · ${profile.name}`,
      description: `Posts by ${profile.name} for fans and members: news, photos, videos, audio and polls.`,
      canonicalPath: membersHref(query),
      // A search is a view of the feed, not a page of its own.
      ...(query.search === "" ? {} : { noIndex: true }),
    };
  },
});
