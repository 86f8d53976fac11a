import type { StudioHome } from "../../schema/api/studioHome";
import { legacyStarterHomePage, legacyStarterSiteDocument } from "../artists/legacyStarter";
import { everyStarterSite, starterEmailListId } from "../artists/starterSite";
import type { Queryable } from "../db/database";

/** Orders whose payment went through and stays: refunds and cancellations are not sales. */
const PAID_STATUSES = "('paid', 'processing', 'shipped', 'delivered')";

interface HomeRow {
  site_saved: boolean;
  release: boolean;
  tier: boolean;
  email_list: boolean;
  published: boolean;
  fans: number;
  members: number;
  subscribers: number;
  orders: number;
}

/**
 * The first-run steps and the numbers of the studio's home (issue 34, item 14), in one statement,
 * every part of it taking the artist as $1. A new artist starts with a starter template's site and
 * pages saved and published once (version 1, `server/artists/createArtist.ts`): a step is done when
 * the artist went past that, by saving again or by having other content than a starter's (an artist
 * whose site was loaded another way, as the demo's is, has their own from the start). Artists made
 * before the templates started from the legacy starter, which counts as a starter too. A new artist
 * also starts with an email list their starter's sign-up forms join, so 'Start an email list' is
 * done from the first day: the step is there for artists without a list, whose forms cannot work.
 */
export async function readStudioHome(db: Queryable, profileId: string, artistName: string): Promise<Omit<StudioHome, "siteUrl">> {
  const starters = [
    { site: legacyStarterSiteDocument(), pages: [legacyStarterHomePage(artistName)] },
    ...everyStarterSite(artistName, starterEmailListId(profileId)),
  ];
  const starterLooks = starters.map(({ site }) => ({ theme: site.theme, settings: site.settings }));
  const starterRoots = starters.flatMap(({ pages }) => pages.map((page) => page.root));
  const [row] = await db.query<HomeRow>(
    `SELECT
       EXISTS (SELECT 1 FROM documents WHERE profile_id = $1 AND kind = 'site'
               AND (version > 1 OR NOT EXISTS (SELECT 1 FROM jsonb_array_elements($2::jsonb) AS starter(look)
                                               WHERE draft->'theme' = look->'theme' AND draft->'settings' = look->'settings'))) AS site_saved,
       EXISTS (SELECT 1 FROM products WHERE profile_id = $1 AND category = 'Music') AS release,
       EXISTS (SELECT 1 FROM membership_tiers WHERE profile_id = $1) AS tier,
       EXISTS (SELECT 1 FROM email_lists WHERE profile_id = $1) AS email_list,
       (EXISTS (SELECT 1 FROM documents WHERE profile_id = $1 AND kind IN ('site', 'page') AND published_version > 1)
         OR EXISTS (SELECT 1 FROM documents WHERE profile_id = $1 AND kind = 'page' AND published IS NOT NULL
                    AND published->'root' NOT IN (SELECT root FROM jsonb_array_elements($3::jsonb) AS starter(root)))) AS published,
       (SELECT count(*)::int FROM accounts WHERE profile_id = $1) AS fans,
       (SELECT count(*)::int FROM accounts WHERE profile_id = $1 AND membership_tier_id IS NOT NULL) AS members,
       (SELECT count(DISTINCT lower(s.email))::int
          FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
          LEFT JOIN mail_suppressions m ON m.profile_id = l.profile_id AND m.email = s.email
          WHERE l.profile_id = $1 AND s.status = 'confirmed' AND m.email IS NULL) AS subscribers,
       (SELECT count(*)::int FROM orders o WHERE o.profile_id = $1 AND o.status IN ${PAID_STATUSES}
          AND NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id
                          GROUP BY r.order_id HAVING sum(r.amount_cents) >= o.total_cents)) AS orders`,
    [profileId, JSON.stringify(starterLooks), JSON.stringify(starterRoots)],
  );
  if (!row) throw new Error("readStudioHome: the statement returned no row");
  return {
    steps: {
      nameAndLook: row.site_saved,
      release: row.release,
      tier: row.tier,
      emailList: row.email_list,
      published: row.published,
    },
    counts: { fans: row.fans, members: row.members, subscribers: row.subscribers, orders: row.orders },
  };
}
