import type { PageDocument } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import type { SiteDocument } from "../../schema/site";
import { CURRENT_PAGE_SCHEMA_VERSION, CURRENT_SITE_SCHEMA_VERSION } from "../../schema/version";

/**
 * The site a new artist starts with: the default theme with its own colours and fonts (the
 * schema's defaults, nothing of the demo artist's), header links to the built-in music and
 * members screens, and the home page.
 */
export function starterSiteDocument(): SiteDocument {
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

/** The home page a new artist starts with: a hero with their name and a line saying the site is new, for them to replace. */
export function starterHomePage(artistName: string): PageDocument {
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
