import type { PageDocument } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import type { SiteDocument } from "../../schema/site";
import { CURRENT_PAGE_SCHEMA_VERSION, CURRENT_SITE_SCHEMA_VERSION } from "../../schema/version";

/**
 * The site artists made before the starter templates (issue 17) started with: the default theme
 * with the schema's colours, header links to the built-in music and members screens, and a home
 * page of a hero and one sentence. Kept so the studio's home still tells those artists' untouched
 * starter from their own work (`server/data/studioHome.ts`); new artists start from a template.
 */
export function legacyStarterSiteDocument(): SiteDocument {
  return {
    schemaVersion: CURRENT_SITE_SCHEMA_VERSION,
    kind: "site",
    theme: "default",
    settings: {
      headerLinks: [
        { href: "/music", label: "Music" },
        { href: "/members", label: "Members" },
      ],
    },
    pages: [{ id: "home", path: "/", title: "Home" }],
  };
}

/** The home page of that site: a hero with their name and a line saying the site is new. */
export function legacyStarterHomePage(artistName: string): PageDocument {
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    description: `${artistName}: music, news and shows.`.slice(0, 300),
    root: {
      id: "page",
      type: "Container",
      props: { role: "page", flexDirection: "column", alignItems: "center" },
      children: [
        { id: "hero", type: "Hero", props: { title: "", tagline: "", showSocialLinks: true, textAlign: "center" } },
        {
          id: "welcome",
          type: "Text",
          props: {
            content: richTextFromPlainText(`Welcome to ${artistName}'s new site. Music, news and shows are on their way.`),
            fontSize: 18,
            textAlign: "center",
            margins: [32, 16, 48, 16],
          },
        },
      ],
    },
  };
}
