import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../data/events";
import { createProduct, type NewProduct } from "../data/products";
import { createProfile } from "../data/profiles";
import { createTier, setTierIncludes } from "../data/tiers";
import { createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

/** A fresh artist, so that a test sees only the rows it made. */
const newArtist = () => createProfile(server.context.db, "Fresh Artist");
const get = (url: string) => server.app.inject({ method: "GET", url: `/api${url}` });

const DAY = 24 * 60 * 60 * 1000;
const address = { name: "The Hall", street: "1 Main St", zipCode: "10001", city: "New York", country: "USA" };
const cover = { type: "image", url: "https://cdn.example.com/cover.jpg", name: "cover.jpg" } as const;

function release(profileId: string, overrides: Partial<NewProduct> = {}): NewProduct {
  return {
    profileId,
    title: "Night Drive",
    artist: "The Examples",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 1.5, tracks: [{ title: "Night Drive" }] }],
    ...overrides,
  };
}

/** `count` releases, the first the oldest, a day apart. */
async function releases(profileId: string, count: number, overrides: Partial<NewProduct> = {}) {
  const created = [];
  for (let index = 0; index < count; index++) {
    created.push(
      await createProduct(
        server.context.db,
        release(profileId, { title: `Release ${index}`, releasedAt: new Date(Date.now() - (count - index) * DAY), ...overrides }),
      ),
    );
  }
  return created;
}

describe("GET /public/membership-tiers", () => {
  it("lists the artist's tiers by rank, with numeric prices and null for none", async () => {
    const artist = await newArtist();
    const gold = await createTier(server.context.db, {
      profileId: artist.id,
      name: "Gold",
      rank: 3,
      priceMonthly: 20,
      priceYearly: 200,
      benefits: [{ title: "Everything" }],
    });
    const free = await createTier(server.context.db, { profileId: artist.id, name: "Free", rank: 1 });
    const fan = await createTier(server.context.db, {
      profileId: artist.id,
      name: "Fan",
      rank: 2,
      payWhatYouWant: true,
      payWhatYouWantMinimum: 2.5,
      priceMonthly: 4.99,
    });
    await createTier(server.context.db, { profileId: server.otherProfile.id, name: "Elsewhere" });
    // Gold's members read the other two's posts too (issue 30): named in the tiers' order, whatever order they were ticked in.
    await setTierIncludes(server.context.db, artist.id, gold.id, [fan.id, free.id]);

    const response = await get(`/public/membership-tiers?profileId=${artist.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: free.id,
        name: "Free",
        payWhatYouWant: false,
        payWhatYouWantMinimum: null,
        priceMonthly: null,
        priceYearly: null,
        benefits: [],
        includesTierIds: [],
      },
      {
        id: fan.id,
        name: "Fan",
        payWhatYouWant: true,
        payWhatYouWantMinimum: 2.5,
        priceMonthly: 4.99,
        priceYearly: null,
        benefits: [],
        includesTierIds: [],
      },
      {
        id: gold.id,
        name: "Gold",
        payWhatYouWant: false,
        payWhatYouWantMinimum: null,
        priceMonthly: 20,
        priceYearly: 200,
        benefits: gold.benefits,
        includesTierIds: [free.id, fan.id],
      },
    ]);
    expect(gold.benefits).toEqual([{ id: expect.any(String), title: "Everything" }]);
  });

  it("serves the default artist without a profileId, 404s an unknown one and refuses a malformed one", async () => {
    const tier = await createTier(server.context.db, { profileId: server.profile.id, name: "Default tier" });
    const byHost = await get("/public/membership-tiers");
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json().map((item: { id: string }) => item.id)).toContain(tier.id);
    const unknown = await get("/public/membership-tiers?profileId=no-such-artist");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "not_found", reason: "profile", message: "Profile not found." });
    const malformed = await get("/public/membership-tiers?profileId=nope!");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^In the query: /);
  });
});

describe("GET /public/events", () => {
  it("lists upcoming events only, soonest first, with ISO date-times", async () => {
    const artist = await newArtist();
    const later = await createEvent(server.context.db, {
      profileId: artist.id,
      title: "Later",
      dateTime: new Date(Date.now() + 30 * DAY),
      address,
    });
    const sooner = await createEvent(server.context.db, {
      profileId: artist.id,
      title: "Sooner",
      dateTime: new Date(Date.now() + DAY),
      address,
      actionLink: "https://tickets.example.com",
      actionText: "Tickets",
    });
    await createEvent(server.context.db, { profileId: artist.id, title: "Past", dateTime: new Date(Date.now() - DAY), address });
    await createEvent(server.context.db, {
      profileId: server.otherProfile.id,
      title: "Elsewhere",
      dateTime: new Date(Date.now() + DAY),
      address,
    });

    const response = await get(`/public/events?profileId=${artist.id}`);
    expect(response.statusCode).toBe(200);
    const events = response.json();
    expect(events.map((event: { title: string }) => event.title)).toEqual(["Sooner", "Later"]);
    expect(events[0]).toEqual({
      id: sooner.id,
      title: "Sooner",
      dateTime: sooner.dateTime,
      localDateTime: sooner.dateTime.slice(0, 16),
      timeZone: "UTC",
      address,
      actionLink: "https://tickets.example.com",
      actionText: "Tickets",
    });
    expect(events[1]).toMatchObject({ id: later.id, actionLink: "", actionText: "" });
    expect(events[0].dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe("GET /public/events/:id", () => {
  it("answers one event of the artist, begun or upcoming (a Countdown's), and 404 for another artist's or an unknown one", async () => {
    const artist = await newArtist();
    const begun = await createEvent(server.context.db, {
      profileId: artist.id,
      title: "Begun",
      dateTime: new Date(Date.now() - DAY),
      address,
    });
    const elsewhere = await createEvent(server.context.db, {
      profileId: server.otherProfile.id,
      title: "Elsewhere",
      dateTime: new Date(Date.now() + DAY),
      address,
    });

    const response = await get(`/public/events/${begun.id}?profileId=${artist.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...begun, timeZone: "UTC", actionLink: "", actionText: "" });
    for (const id of [elsewhere.id, "no-such-event"]) {
      const missing = await get(`/public/events/${id}?profileId=${artist.id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().code, id).toBe("not_found");
    }
  });
});

describe("GET /public/products/featured", () => {
  it("lists featured products newest first, with variants, tracks, media and credits", async () => {
    const artist = await newArtist();
    const older = await createProduct(server.context.db, {
      ...release(artist.id, {
        title: "Older",
        isFeatured: true,
        credits: "Mixed by Sam",
        media: [cover],
        releasedAt: new Date(Date.now() - 2 * DAY),
      }),
      variants: [{ price: 9.99, media: [cover], tracks: [{ title: "One" }, { title: "Two", hasExplicitContent: true }] }],
    });
    const newer = await createProduct(
      server.context.db,
      release(artist.id, { title: "Newer", isFeatured: true, releasedAt: new Date(Date.now() - DAY) }),
    );
    await createProduct(server.context.db, release(artist.id, { title: "Not featured" }));
    await createProduct(server.context.db, release(artist.id, { title: "Shirt", category: "Merch", releaseType: null, isFeatured: true }));
    await createProduct(server.context.db, release(server.otherProfile.id, { title: "Elsewhere", isFeatured: true }));

    const response = await get(`/public/products/featured?profileId=${artist.id}&category=Music`);
    expect(response.statusCode).toBe(200);
    const products = response.json();
    expect(products.map((product: { id: string }) => product.id)).toEqual([newer.id, older.id]);
    expect(products[1]).toEqual(older);
    expect(products[1]).toMatchObject({ credits: "Mixed by Sam", media: [{ ...cover, id: expect.any(String) }] });
    expect(products[1].variants[0]).toMatchObject({
      price: 9.99,
      isDefault: true,
      tracks: [{ title: "One" }, { title: "Two", hasExplicitContent: true }],
    });

    const all = await get(`/public/products/featured?profileId=${artist.id}`);
    expect(all.json().map((product: { title: string }) => product.title)).toEqual(["Shirt", "Newer", "Older"]);
    const merch = await get(`/public/products/featured?profileId=${artist.id}&category=Merch`);
    expect(merch.json().map((product: { title: string }) => product.title)).toEqual(["Shirt"]);
    const badCategory = await get(`/public/products/featured?profileId=${artist.id}&category=Books`);
    expect(badCategory.statusCode).toBe(400);
  });
});

describe("GET /public/products", () => {
  it("pages newest first, 10 by default, with the total; a page past the end is empty", async () => {
    const artist = await newArtist();
    const created = await releases(artist.id, 12);
    const newestFirst = created.map((product) => product.id).reverse();

    const first = await get(`/public/products?profileId=${artist.id}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(body.data.map((product: { id: string }) => product.id)).toEqual(newestFirst.slice(0, 10));
    expect(body.data[0].variants[0].tracks).toHaveLength(1);

    const second = await get(`/public/products?profileId=${artist.id}&page=2`);
    expect(second.json()).toMatchObject({ page: 2, pageSize: 10, total: 12 });
    expect(second.json().data.map((product: { id: string }) => product.id)).toEqual(newestFirst.slice(10));

    const small = await get(`/public/products?profileId=${artist.id}&page=3&limit=5`);
    expect(small.json()).toMatchObject({ page: 3, pageSize: 5, total: 12 });
    expect(small.json().data.map((product: { id: string }) => product.id)).toEqual(newestFirst.slice(10, 12));

    const past = await get(`/public/products?profileId=${artist.id}&page=9`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ data: [], page: 9, pageSize: 10, total: 12 });
  });

  it("refuses a page or limit out of range", async () => {
    for (const query of ["limit=51", "limit=0", "page=0", "page=two"]) {
      const response = await get(`/public/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/^In the query: /);
    }
  });

  it("filters by query on title or artist, case-insensitively, taking % and _ literally", async () => {
    const artist = await newArtist();
    await createProduct(server.context.db, release(artist.id, { title: "Midnight City", artist: "M83" }));
    await createProduct(server.context.db, release(artist.id, { title: "Daylight", artist: "The NIGHT Owls" }));
    await createProduct(server.context.db, release(artist.id, { title: "100% Pure", artist: "Percent" }));
    await createProduct(server.context.db, release(artist.id, { title: "1000 Pure", artist: "Zeroes" }));
    await createProduct(server.context.db, release(artist.id, { title: "snake_case", artist: "Under" }));
    await createProduct(server.context.db, release(artist.id, { title: "snakeXcase", artist: "Over" }));
    await createProduct(server.context.db, release(server.otherProfile.id, { title: "Night elsewhere" }));

    const titles = async (query: string) => {
      const response = await get(`/public/products?profileId=${artist.id}&filter[query]=${encodeURIComponent(query)}`);
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .data.map((product: { title: string }) => product.title)
        .sort();
    };
    expect(await titles("night")).toEqual(["Daylight", "Midnight City"]);
    expect(await titles("  NIGHT ")).toEqual(["Daylight", "Midnight City"]);
    expect(await titles("100%")).toEqual(["100% Pure"]);
    expect(await titles("_")).toEqual(["snake_case"]);
    expect(await titles("\\")).toEqual([]);
    expect(await titles("")).toHaveLength(6);
    const total = await get(`/public/products?profileId=${artist.id}&filter[query]=night&limit=1`);
    expect(total.json()).toMatchObject({ total: 2, pageSize: 1 });
    expect(total.json().data).toHaveLength(1);
  });

  it("filters by release type and category", async () => {
    const artist = await newArtist();
    await createProduct(server.context.db, release(artist.id, { title: "An album", releaseType: "album" }));
    await createProduct(server.context.db, release(artist.id, { title: "A single", releaseType: "single" }));
    await createProduct(server.context.db, release(artist.id, { title: "A night album", releaseType: "album" }));
    await createProduct(server.context.db, release(artist.id, { title: "A shirt", category: "Merch", releaseType: null }));

    const titles = async (query: string) => {
      const response = await get(`/public/products?profileId=${artist.id}&${query}`);
      expect(response.statusCode, query).toBe(200);
      return response
        .json()
        .data.map((product: { title: string }) => product.title)
        .sort();
    };
    expect(await titles("filter[releaseType]=album")).toEqual(["A night album", "An album"]);
    expect(await titles("filter[releaseType]=single")).toEqual(["A single"]);
    expect(await titles("filter[releaseType]=all")).toHaveLength(4);
    expect(await titles("filter[releaseType]=album&filter[query]=night")).toEqual(["A night album"]);
    expect(await titles("category=Music")).toEqual(["A night album", "A single", "An album"]);
    expect(await titles("category=Merch")).toEqual(["A shirt"]);
    expect(await titles("category=Music&filter[releaseType]=all")).toHaveLength(3);

    const badType = await get(`/public/products?profileId=${artist.id}&filter[releaseType]=ep`);
    expect(badType.statusCode).toBe(400);
    const unknownFilter = await get(`/public/products?profileId=${artist.id}&filter[genre]=rock`);
    expect(unknownFilter.statusCode).toBe(400);
  });
});

describe("GET /public/products/:id", () => {
  it("gives one product with its variants, tracks in order, media and credits", async () => {
    const artist = await newArtist();
    const audio = { type: "audio", url: "https://cdn.example.com/one.mp3", name: "one.mp3" } as const;
    const product = await createProduct(server.context.db, {
      ...release(artist.id, {
        title: "Long Player",
        releaseType: "album",
        credits: "Produced by Pat",
        description: "Ten songs.",
        media: [cover],
      }),
      variants: [
        {
          price: 12,
          tracks: [
            { title: "First", media: [audio], durationSeconds: 201.5 },
            { title: "Second", artist: "Guest", isFeatured: true },
            { title: "Third" },
          ],
        },
        { price: 20.5, isDefault: true, payWhatYouWant: true, media: [cover] },
      ],
    });

    const response = await get(`/public/products/${product.id}?profileId=${artist.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Fans get every field but the tracks' audio files (issue 32): the stream route hands out what each may hear.
    const [digitalMade, deluxeMade] = product.variants;
    expect(body).toEqual({
      ...product,
      variants: [{ ...digitalMade, tracks: digitalMade?.tracks.map((track) => ({ ...track, media: [] })) }, deluxeMade],
    });
    expect(body).toMatchObject({
      title: "Long Player",
      releaseType: "album",
      credits: "Produced by Pat",
      description: "Ten songs.",
      category: "Music",
    });
    const [digital, deluxe] = body.variants;
    expect(digital).toMatchObject({ isDefault: false, price: 12, payWhatYouWant: false, media: [] });
    expect(digital.tracks.map((track: { title: string }) => track.title)).toEqual(["First", "Second", "Third"]);
    expect(digital.tracks[0]).toMatchObject({
      artist: "The Examples",
      durationSeconds: 201.5,
      media: [],
      listen: "full",
      hasExplicitContent: false,
    });
    expect(digital.tracks[1]).toMatchObject({ artist: "Guest", isFeatured: true });
    expect(deluxe).toMatchObject({
      isDefault: true,
      price: 20.5,
      payWhatYouWant: true,
      tracks: [],
      media: [{ ...cover, id: expect.any(String) }],
    });
  });

  it("404s an unknown id and another artist's product, both ways", async () => {
    const mine = await createProduct(server.context.db, release(server.profile.id, { title: "Mine" }));
    const theirs = await createProduct(server.context.db, release(server.otherProfile.id, { title: "Theirs" }));

    for (const url of [
      `/public/products/${theirs.id}?profileId=${server.profile.id}`,
      `/public/products/${theirs.id}`,
      `/public/products/${mine.id}?profileId=${server.otherProfile.id}`,
      `/public/products/no-such-product?profileId=${server.profile.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: "not_found", reason: "product", message: "Product not found." });
    }
    expect((await get(`/public/products/${mine.id}`)).statusCode).toBe(200);
    expect((await get(`/public/products/${theirs.id}?profileId=${server.otherProfile.id}`)).statusCode).toBe(200);
    expect((await get(`/public/products/bad%20id?profileId=${server.profile.id}`)).statusCode).toBe(400);
  });
});
