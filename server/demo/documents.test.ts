import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parsePage, parseSite } from "../../runtime/parse";
import type { BlockNode } from "../../schema/page";
import { CURRENT_PAGE_SCHEMA_VERSION, CURRENT_SITE_SCHEMA_VERSION } from "../../schema/version";
import { demoContent } from "./content";
import { demoHomePage, demoSiteDocument, HOME_MEMBERSHIP_TITLE } from "./documents";

const { artist } = demoContent({ now: new Date("2026-11-21T09:30:00Z") });
const site = demoSiteDocument({ logoUrl: `/media/profile-1/${artist.logo.fileName}`, socialLinks: artist.socialLinks });
const home = demoHomePage({
  artistName: artist.name,
  tagline: artist.tagline,
  about: artist.bio.split("\n\n")[0] ?? "",
  heroImageUrl: `/media/profile-1/${artist.heroImage.fileName}`,
  emailListId: "list-newsletter",
});

function flatten(node: BlockNode): BlockNode[] {
  return [node, ...(node.children ?? []).flatMap(flatten)];
}

describe("demoSiteDocument", () => {
  it("parses as a site document", () => {
    const result = parseSite(site, { registry: siteBlocks });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("has the default theme, the logo, header links, social links and the home page", () => {
    expect(site).toMatchObject({ schemaVersion: CURRENT_SITE_SCHEMA_VERSION, kind: "site", theme: "default" });
    expect(site.settings?.colors).toEqual({ text: "#ffffff", primary: "#d4bbcf", background: "#1c1d29", textPrimary: "#1c1d29" });
    expect(site.settings?.logo).toBe("/media/profile-1/demo-image-the-lantern-coast-logo.svg");
    expect(site.settings?.headerLinks?.map((link) => link.href)).toEqual(["/music", "/members"]);
    expect(site.settings?.socialLinks?.map((link) => link.icon)).toEqual(expect.arrayContaining(["instagram", "youtube", "website"]));
    expect(site.pages).toEqual([{ id: "home", path: "/", title: "Home" }]);
  });

  it("parses without a logo too", () => {
    const bare = demoSiteDocument({ socialLinks: [] });
    expect(bare.settings?.logo).toBeUndefined();
    expect(parseSite(bare, { registry: siteBlocks }).ok).toBe(true);
  });
});

describe("demoHomePage", () => {
  it("parses as a page document", () => {
    const result = parsePage(home, { registry: siteBlocks });
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(parsePage(demoHomePage({ artistName: "A", tagline: "", about: "", emailListId: "l" }), { registry: siteBlocks }).ok).toBe(true);
  });

  it("is the home page, inside a page container", () => {
    expect(home).toMatchObject({ schemaVersion: CURRENT_PAGE_SCHEMA_VERSION, kind: "page", id: "home", path: "/" });
    expect(home.root.type).toBe("Container");
    expect(home.root.props.role).toBe("page");
  });

  it("holds a hero, the membership section 'Join the tribe', featured music, upcoming events and the email list, in that order", () => {
    const blocks = flatten(home.root);
    const order = ["Hero", "MembershipSection", "FeaturedMusic", "UpcomingEvents", "EmailList"].map((type) =>
      blocks.findIndex((block) => block.type === type),
    );
    for (const index of order) expect(index).toBeGreaterThan(0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const membership = blocks.find((block) => block.type === "MembershipSection");
    expect(membership?.props).toMatchObject({ title: "Join the tribe" });
    expect(HOME_MEMBERSHIP_TITLE).toBe("Join the tribe");
    expect(blocks.find((block) => block.type === "Hero")?.props).toMatchObject({ tagline: artist.tagline });
  });

  it("has text and buttons that link to the music and members pages", () => {
    const blocks = flatten(home.root);
    expect(blocks.filter((block) => block.type === "Text").length).toBeGreaterThanOrEqual(2);
    const links = blocks.flatMap((block) => (block.type === "Button" ? [block.props.link] : []));
    expect(links).toEqual(expect.arrayContaining(["/music", "/members"]));
    expect(new Set(blocks.map((block) => block.id)).size).toBe(blocks.length);
  });

  it("has an Email-list block bound to the newsletter it was given", () => {
    const lists = flatten(home.root).filter((block) => block.type === "EmailList");
    expect(lists).toHaveLength(1);
    expect(lists[0]?.props).toMatchObject({ emailListId: "list-newsletter", buttonText: "Subscribe", buttonId: "newsletter-subscribe" });
    expect(lists[0]?.props.title).toBeTruthy();
    const other = flatten(demoHomePage({ artistName: "A", tagline: "", about: "", emailListId: "list-2" }).root);
    expect(other.find((block) => block.type === "EmailList")?.props).toMatchObject({ emailListId: "list-2" });
  });
});
