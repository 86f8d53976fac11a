import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DJ_TEMPLATE } from "../../runtime/templates/djTemplate";
import { SOLO_TEMPLATE } from "../../runtime/templates/soloTemplate";
import { findPublishedPage, findPublishedSite, listDocuments } from "../data/documents";
import { findEditorByEmail } from "../data/editors";
import { findEmailList, joinEmailList, listEmailLists } from "../data/emailLists";
import { listEvents } from "../data/events";
import { listMedia } from "../data/media";
import { findPasswordLink } from "../data/passwordLinks";
import { listPosts } from "../data/posts";
import { listProducts } from "../data/products";
import { findProfileByHost } from "../data/profiles";
import { listTiers } from "../data/tiers";
import type { Database } from "../db/database";
import { verifyPassword } from "../security/passwords";
import { openTestDatabase } from "../testing/testDatabase";
import { artistAddresses, passwordLinkUrl } from "./artistLinks";
import { createArtist } from "./createArtist";

let db: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase("pglite"));
}, 60_000);
afterAll(() => dispose());

interface Node {
  readonly type: string;
  readonly props: Record<string, unknown>;
  readonly children?: readonly Node[];
}

/** The Email List blocks of a page's tree, in reading order. */
const emailListBlocks = (node: Node | undefined): Node[] =>
  node ? [...(node.type === "EmailList" ? [node] : []), ...(node.children ?? []).flatMap(emailListBlocks)] : [];

const profileCount = async () =>
  ((await db.query<{ count: number }>("SELECT count(*)::int AS count FROM profiles"))[0] as { count: number }).count;

describe("createArtist (issue 17)", () => {
  it("makes the profile, its domain, an owner with no usable password and a one-time link, and the published starter site", async () => {
    const result = await createArtist(db, {
      name: "  Night Ferry ",
      ownerEmail: " Owner@NightFerry.example ",
      domain: "NightFerry.example.",
    });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    const { profile, owner, domain, passwordLink } = result.artist;
    expect(profile.name).toBe("Night Ferry");
    expect(domain).toBe("nightferry.example");
    expect((await findProfileByHost(db, "nightferry.example"))?.id).toBe(profile.id);

    const stored = await findEditorByEmail(db, profile.id, "owner@nightferry.example");
    expect(stored?.editor).toMatchObject({ id: owner.editorId, role: "owner", profileId: profile.id });
    // No password anyone could type opens it until the link sets one.
    expect(await verifyPassword("", stored?.passwordHash ?? "")).toBe(false);
    expect(await findPasswordLink(db, passwordLink.token)).toEqual({ ok: true, link: { profileId: profile.id, editorId: owner.editorId } });
    const days = (Date.parse(passwordLink.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // No template asked for: the solo artist's, its five pages published (issue 39, item 4).
    expect(await findPublishedSite(db, profile.id)).toMatchObject({
      kind: "site",
      theme: "default",
      settings: SOLO_TEMPLATE.look,
      pages: ["/", "/about", "/listen", "/tour", "/contact"].map((path) => ({ path })),
    });
    const home = JSON.stringify(await findPublishedPage(db, profile.id, "/"));
    expect(home).toContain("Join the tribe");
    expect(home).not.toContain("Welcome to Night Ferry's new site.");
    expect(home).not.toContain("Lantern");
    expect(JSON.stringify(await findPublishedPage(db, profile.id, "/about"))).toContain("About Night Ferry");
    expect((await listDocuments(db, profile.id)).map((document) => document.id).sort()).toEqual(
      ["about", "contact", "home", "listen", "site", "tour"].sort(),
    );
  });

  it("starts from the template asked for, and refuses one there is not, naming the field", async () => {
    const result = await createArtist(db, { name: "Static Hum", ownerEmail: "owner@statichum.example", template: " DJ " });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(await findPublishedSite(db, result.artist.profile.id)).toMatchObject({ settings: DJ_TEMPLATE.look });
    expect(JSON.stringify(await findPublishedPage(db, result.artist.profile.id, "/contact"))).toContain("Bookings and contact");
    const before = await profileCount();
    expect(await createArtist(db, { name: "X", ownerEmail: "a@b.example", template: "jazz" })).toEqual({
      ok: false,
      problem: "invalid",
      field: "template",
      message: "There is no such starter template: choose band, solo, dj",
    });
    expect(await profileCount()).toBe(before);
  });

  it("starts with an empty catalogue: no releases, posts, tiers, events or media, and one email list", async () => {
    const result = await createArtist(db, { name: "Empty Rooms", ownerEmail: "owner@emptyrooms.example" });
    if (!result.ok) throw new Error("refused");
    const id = result.artist.profile.id;
    expect(result.artist.domain).toBeNull();
    expect((await listProducts(db, id, { page: 1, limit: 10 })).data).toEqual([]);
    expect((await listPosts(db, { profileId: id, page: 1, limit: 10, viewerAccountId: null })).data).toEqual([]);
    expect(await listTiers(db, id)).toEqual([]);
    expect(await listEvents(db, id)).toEqual([]);
    expect((await listEmailLists(db, id)).map((list) => list.name)).toEqual(["Newsletter"]);
    expect(await listMedia(db, id, { parent: "website" })).toEqual([]);
  });

  it("starts with one email list, theirs alone, that every sign-up form of the starter site joins (issue 39)", async () => {
    const first = await createArtist(db, { name: "Low Tide", ownerEmail: "owner@lowtide.example", template: "band" });
    const second = await createArtist(db, { name: "High Tide", ownerEmail: "owner@hightide.example", template: "band" });
    if (!first.ok || !second.ok) throw new Error("refused");
    const id = first.artist.profile.id;
    const [list, ...others] = await listEmailLists(db, id);
    expect(others).toEqual([]);
    expect(list).toMatchObject({ profileId: id, name: "Newsletter" });
    const listId = list?.id ?? "";
    // The other artist has a list of their own, and no way to this one.
    const [theirs] = await listEmailLists(db, second.artist.profile.id);
    expect(theirs?.id).not.toBe(listId);
    expect(await findEmailList(db, second.artist.profile.id, listId)).toBeNull();
    // Every Email List block of every page, published, joins it: home, tour and contact have one.
    const forms: Record<string, unknown[]> = {};
    for (const path of ["/", "/about", "/listen", "/tour", "/contact"]) {
      const page = await findPublishedPage(db, id, path);
      forms[path] = emailListBlocks(page?.root as Node | undefined).map((block) => block.props.emailListId);
    }
    expect(forms).toEqual({ "/": [listId], "/about": [], "/listen": [], "/tour": [listId], "/contact": [listId] });
    // A fan can join it at once.
    expect(await joinEmailList(db, id, listId, "fan@example.com", new Date())).toMatchObject({ outcome: "joined", listName: "Newsletter" });
  });

  it("refuses a domain another artist claimed, leaving nothing behind", async () => {
    const before = await profileCount();
    const taken = await createArtist(db, { name: "Copycat", ownerEmail: "cat@copy.example", domain: "nightferry.example" });
    expect(taken).toEqual({ ok: false, problem: "domainTaken", domain: "nightferry.example" });
    expect(await profileCount()).toBe(before);
  });

  it("refuses a missing name, a bad email and a domain that is not a host name, naming the field", async () => {
    expect(await createArtist(db, { name: "  ", ownerEmail: "a@b.example" })).toMatchObject({ ok: false, field: "name" });
    expect(await createArtist(db, { name: "X", ownerEmail: "not an email" })).toMatchObject({
      ok: false,
      field: "ownerEmail",
      message: "Email is invalid",
    });
    for (const domain of ["https://band.example", "band.example/home", "band.example:8080", "localhost", "bad_host.example"]) {
      expect(await createArtist(db, { name: "X", ownerEmail: "a@b.example", domain })).toMatchObject({ ok: false, field: "domain" });
    }
  });
});

describe("the links printed for a new artist", () => {
  it("are on the artist's own address: their domain, else their subdomain, with the scheme and port the server is reached at", () => {
    const https = { scheme: "https", port: "" } as const;
    const development = { scheme: "http", port: "3000" } as const;
    const platform = { platformDomain: "backline.example" };
    expect(artistAddresses(platform, https, { slug: "night-ferry", domain: "band.example" })).toEqual({
      origin: "https://band.example",
      site: "https://band.example/",
      studio: "https://band.example/studio",
    });
    expect(artistAddresses(platform, https, { slug: "night-ferry", domain: null }).site).toBe("https://night-ferry.backline.example/");
    expect(artistAddresses({ platformDomain: "localhost" }, development, { slug: "night-ferry", domain: null }).studio).toBe(
      "http://night-ferry.localhost:3000/studio",
    );
    expect(artistAddresses(platform, { scheme: "https", port: "443" }, { slug: "a-b", domain: null }).origin).toBe(
      "https://a-b.backline.example",
    );
    expect(passwordLinkUrl("https://band.example", "abc_-1")).toBe("https://band.example/studio/set-password?token=abc_-1");
  });
});
