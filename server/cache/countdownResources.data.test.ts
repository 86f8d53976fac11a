import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceLoader } from "../../client/data/resourceLoader";
import { createEvent } from "../data/events";
import { createProduct } from "../data/products";
import { createProfile } from "../data/profiles";
import { DATABASES_UNDER_TEST, openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { serverSiteData } from "./serverSiteData";

const ADDRESS = { name: "Hall", street: "1 Main St", city: "Seattle", zipCode: "98101", country: "US" };

/** The Countdown block's resources as the server answers them while it renders an artist's page (issue 39, item 1). */
describe.each(DATABASES_UNDER_TEST)("one release and one event for a countdown, on %s", (kind) => {
  let test: TestDatabase;
  const ids = { artist: "", other: "", single: "", draft: "", shirt: "", show: "", pastShow: "" };
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const { db } = test;
    ids.artist = (await createProfile(db, "Neon Coast")).id;
    ids.other = (await createProfile(db, "Other Band")).id;
    const release = (title: string, extra: Partial<Parameters<typeof createProduct>[1]> = {}) =>
      createProduct(db, {
        profileId: ids.artist,
        title,
        artist: "Neon Coast",
        category: "Music",
        releasedAt: "2031-06-14T19:30:00Z",
        ...extra,
      });
    ids.single = (await release("Night Drive")).id;
    ids.draft = (await release("Unfinished", { status: "draft" })).id;
    ids.shirt = (await release("Tour shirt", { category: "Merch" })).id;
    ids.show = (await createEvent(db, { profileId: ids.artist, title: "Live", dateTime: "2099-01-01T20:00:00Z", address: ADDRESS })).id;
    ids.pastShow = (
      await createEvent(db, { profileId: ids.artist, title: "Last year", dateTime: "2001-01-01T20:00:00Z", address: ADDRESS })
    ).id;
  }, 60_000);
  afterAll(() => test.dispose());

  const load = (profileId: string, resource: "release" | "event", id: string) =>
    resourceLoader(serverSiteData(test.db, profileId))({ resource, params: { id } });

  it("gives the artist's published release, with its date", async () => {
    expect(await load(ids.artist, "release", ids.single)).toMatchObject({
      id: ids.single,
      title: "Night Drive",
      releasedAt: "2031-06-14T19:30:00.000Z",
    });
  });

  it("gives no draft, no merch, no unknown id and nothing for an empty id", async () => {
    for (const id of [ids.draft, ids.shirt, "no-such-release", ""]) expect(await load(ids.artist, "release", id), id).toBeNull();
  });

  it("gives the artist's event, upcoming or begun (its countdown then shows its message), and none for an unknown or empty id", async () => {
    expect(await load(ids.artist, "event", ids.show)).toMatchObject({ id: ids.show, title: "Live" });
    expect(await load(ids.artist, "event", ids.pastShow)).toMatchObject({ id: ids.pastShow, title: "Last year" });
    expect(await load(ids.artist, "event", "no-such-event")).toBeNull();
    expect(await load(ids.artist, "event", "")).toBeNull();
  });

  it("never gives one artist's release or event through another's site", async () => {
    expect(await load(ids.other, "release", ids.single)).toBeNull();
    expect(await load(ids.other, "event", ids.show)).toBeNull();
    expect(await load(ids.other, "event", ids.pastShow)).toBeNull();
  });
});
