import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DownloadStatus } from "../../schema/api/downloads";
import type { TrackStream } from "../../schema/api/listening";
import type { StudioRelease } from "../../schema/api/releases";
import { errorMessage } from "../../schema/errors";
import { createTier } from "../data/tiers";
import { DOWNLOAD_LINK_SECONDS } from "../security/downloadLinks";
import { signedMediaUrl } from "../security/mediaSignature";
import { toneWav } from "../testing/audioFixtures";
import { buy, keyOf, publishRelease, refund, storedBytes, uploadFile, uploadMaster } from "../testing/releaseAudioTesting";
import {
  createFan,
  createTestEditor,
  createTestServer,
  OTHER_ARTIST_DOMAIN,
  publishTestSite,
  type TestServer,
} from "../testing/testServer";
import { manualClock } from "../time/clock";

/**
 * Who gets which bytes of a release's audio (issue 32), as a table: every kind of asker against
 * every way to reach audio. One published release, three tracks a visitor may hear whole, as a
 * preview (5 s from 0:02) or not at all, uploaded and published through the studio's routes.
 */

type Listen = "full" | "preview" | "none";
type Heard = "full" | "preview" | 403 | 404;

interface Actor {
  readonly name: string;
  /** What the stream route gives them of the full, preview and buyers-only tracks. */
  readonly hears: Readonly<Record<Listen, Heard>>;
  /** POST library/:productId/downloads. */
  readonly downloads: 200 | 401 | 404;
  /** Whether their library lists the release (with streaming copies); null when they have no library (401). */
  readonly library: boolean | null;
  /** Another artist's host, where they are someone. */
  readonly host?: string;
}

const AS_VISITOR = { full: "full", preview: "preview", none: 403 } as const;
const EVERYTHING = { full: "full", preview: "full", none: "full" } as const;

const ACTORS: readonly Actor[] = [
  { name: "a visitor", hears: AS_VISITOR, downloads: 401, library: null },
  { name: "a fan without the purchase", hears: AS_VISITOR, downloads: 404, library: false },
  { name: "the buyer", hears: EVERYTHING, downloads: 200, library: true },
  { name: "a refunded buyer", hears: AS_VISITOR, downloads: 404, library: false },
  { name: "a Free member", hears: AS_VISITOR, downloads: 404, library: false },
  { name: "a Gold member", hears: AS_VISITOR, downloads: 404, library: false },
  { name: "the artist's editor", hears: EVERYTHING, downloads: 401, library: null },
  { name: "another artist's editor, on our site", hears: AS_VISITOR, downloads: 401, library: null },
  {
    name: "another artist's editor, on their own site",
    hears: { full: 404, preview: 404, none: 404 },
    downloads: 401,
    library: null,
    host: OTHER_ARTIST_DOMAIN,
  },
];

const clock = manualClock();
let server: TestServer;
let release: StudioRelease;
const headersOf = new Map<string, Record<string, string>>();
const trackIds = {} as Record<Listen, string>;
let master: { url: string; key: string; fileName: string };
/** The buyer's and the refunded buyer's download links (made before the refund). */
const links = { buyer: "", refunded: "" };

const requestAs = (actor: Actor, url: string, extra: Record<string, string> = {}) => ({
  url,
  headers: { ...headersOf.get(actor.name), ...(actor.host ? { host: actor.host } : {}), ...extra },
});

/** The buyers-only track in MP3 320, asked until it is ready; the link to it. */
async function downloadLink(headers: Record<string, string>): Promise<string> {
  const ask = () =>
    server.app.inject({
      method: "POST",
      url: `/api/public/library/${release.id}/downloads`,
      headers,
      payload: { format: "mp3-320", trackId: trackIds.none },
    });
  await ask();
  await server.audioSettled();
  const status = (await ask()).json() as DownloadStatus;
  expect(status).toMatchObject({ state: "ready", ready: 1, total: 1 });
  return status.url ?? "";
}

beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
  await publishTestSite(server);
  const editor = await createTestEditor(server, server.profile.id);
  const otherEditor = await createTestEditor(server, server.otherProfile.id);
  const urls = {
    full: await uploadMaster(server, editor.headers, "Open.wav", toneWav(3)),
    preview: await uploadMaster(server, editor.headers, "Teaser.wav", toneWav(12)),
    none: await uploadMaster(server, editor.headers, "Secret.wav", toneWav(3)),
  };
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  const coverUrl = await uploadFile(server, editor.headers, "cover.png", png, "image/png", { isPrivate: false });
  release = await publishRelease(server, editor.headers, {
    title: "Who Hears What",
    isFeatured: true,
    coverUrl,
    tracks: [
      { title: "Open", url: urls.full, listen: "full" },
      { title: "Teaser", url: urls.preview, listen: "preview", previewStartSeconds: 2, previewSeconds: 5 },
      { title: "Secret", url: urls.none, listen: "none" },
    ],
  });
  expect(release.status).toBe("published");
  const [full, preview, none] = release.variants[0]?.tracks ?? [];
  Object.assign(trackIds, { full: full?.id, preview: preview?.id, none: none?.id });
  const key = keyOf(urls.none);
  master = { url: urls.none, key, fileName: key.split("/").pop() ?? key };

  const free = await createTier(server.context.db, { profileId: server.profile.id, name: "Free", rank: 1 });
  const gold = await createTier(server.context.db, { profileId: server.profile.id, name: "Gold", rank: 2, priceMonthly: 10 });
  const buyer = await createFan(server, server.profile.id);
  const refunded = await createFan(server, server.profile.id);
  await buy(server, buyer, release);
  const refundedOrder = await buy(server, refunded, release);
  links.buyer = await downloadLink(buyer.headers);
  links.refunded = await downloadLink(refunded.headers);
  await refund(server, refundedOrder);
  const sessions: Record<string, Record<string, string>> = {
    "a visitor": {},
    "a fan without the purchase": (await createFan(server, server.profile.id)).headers,
    "the buyer": buyer.headers,
    "a refunded buyer": refunded.headers,
    "a Free member": (await createFan(server, server.profile.id, { membershipTierId: free.id })).headers,
    "a Gold member": (await createFan(server, server.profile.id, { membershipTierId: gold.id })).headers,
    "the artist's editor": editor.headers,
    "another artist's editor, on our site": otherEditor.headers,
    "another artist's editor, on their own site": otherEditor.headers,
  };
  for (const [name, headers] of Object.entries(sessions)) headersOf.set(name, headers);
}, 60_000);
afterAll(() => server.close());

describe("(a) GET /api/public/tracks/:id/stream, then the address it gives", () => {
  it.each(ACTORS)("$name", async (actor) => {
    for (const listen of ["full", "preview", "none"] as const) {
      const expected = actor.hears[listen];
      const answer = await server.app.inject(requestAs(actor, `/api/public/tracks/${trackIds[listen]}/stream`));
      const where = `${actor.name}, ${listen} track`;
      expect(answer.headers["cache-control"], where).toBe("private, no-store");
      if (expected === 403) {
        expect(answer.statusCode, where).toBe(403);
        expect(answer.json(), where).toEqual({ code: "buyers_only", reason: "track", message: errorMessage("buyers_only", "track") });
        continue;
      }
      if (expected === 404) {
        expect(answer.statusCode, where).toBe(404);
        expect(answer.json().code, where).toBe("not_found");
        continue;
      }
      expect(answer.statusCode, `${where}: ${answer.body}`).toBe(200);
      const stream = answer.json() as TrackStream;
      expect(stream.kind, where).toBe(expected);
      // The copy a kind names: beside the master, never the master itself.
      const copyKey = keyOf(stream.url);
      const masterKey = copyKey.replace(/\.(stream|preview-\d+-\d+)\.m4a$/, "");
      expect(copyKey, where).toMatch(expected === "full" ? /\.wav\.stream\.m4a$/ : /\.wav\.preview-2-5\.m4a$/);
      expect(stream.startSeconds, where).toBe(expected === "full" ? 0 : 2);
      const bytes = await server.app.inject(requestAs(actor, stream.url));
      expect(bytes.statusCode, where).toBe(200);
      expect(bytes.headers["content-type"], where).toBe("audio/mp4");
      expect(bytes.rawPayload.subarray(4, 8).toString("latin1"), where).toBe("ftyp");
      expect(bytes.rawPayload.equals((await storedBytes(server, copyKey)) ?? Buffer.alloc(0)), where).toBe(true);
      expect(bytes.rawPayload.equals((await storedBytes(server, masterKey)) ?? Buffer.alloc(0)), where).toBe(false);
    }
  });
});

describe("(b) the master's own address", () => {
  it.each(ACTORS)("$name: refused unsigned (403) or with a made-up signature", async (actor) => {
    for (const url of [master.url, `${master.url}?expires=${Math.floor(clock.now() / 1000) + 3600}&signature=${"A".repeat(43)}`]) {
      const answer = await server.app.inject(requestAs(actor, url));
      expect(answer.statusCode, `${actor.name}: ${url}`).toBe(403);
      expect(answer.rawPayload.includes(Buffer.from("RIFF")), actor.name).toBe(false);
    }
  });

  it("opens only with the server's signature, which is why no answer may carry one", async () => {
    const signed = await server.app.inject({ url: signedMediaUrl(server.context.config.uploadSecret, master.key, clock.now()) });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.subarray(0, 4).toString("latin1")).toBe("RIFF");
  });

  /** Every public answer an actor can get that describes the release. */
  const PUBLIC_ANSWERS = () => [
    `/api/public/products/${release.id}`,
    "/api/public/products/featured",
    "/api/public/products?page=1&limit=50",
    `/music/${release.id}`,
    "/music",
    "/sitemap.xml",
  ];

  it.each(ACTORS)("$name: no public answer names the master or anything made of it", async (actor) => {
    for (const url of PUBLIC_ANSWERS()) {
      const answer = await server.app.inject(requestAs(actor, url, { accept: "text/html" }));
      const where = `${actor.name}: ${url}`;
      if (!actor.host) expect(answer.statusCode, where).toBe(200);
      // Every copy's key begins with the master's: the master's file name covers them all.
      for (const secret of [master.fileName, ".stream.m4a", ".preview-", ".mp3-320-", "/media/private/"]) {
        expect(answer.body.includes(secret), `${where} carries ${secret}`).toBe(false);
      }
      if (url === `/music/${release.id}` && !actor.host) {
        const jsonLd = [...answer.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1] ?? "");
        expect(
          jsonLd.some((item) => item.includes("Who Hears What")),
          where,
        ).toBe(true);
        for (const item of jsonLd) expect(item, where).not.toMatch(/\.wav|\.m4a|\/media\/private\//);
      }
    }
  });

  it.each(ACTORS)("$name: the library lists streaming copies to buyers only, never a master", async (actor) => {
    const answer = await server.app.inject(requestAs(actor, "/api/public/library"));
    if (actor.library === null) {
      expect(answer.statusCode, actor.name).toBe(401);
      return;
    }
    expect(answer.statusCode, actor.name).toBe(200);
    expect(answer.body.includes("Who Hears What"), actor.name).toBe(actor.library);
    expect(answer.body.includes(".stream.m4a"), actor.name).toBe(actor.library);
    // The master's address followed by anything but its copy's suffix.
    expect(answer.body, actor.name).not.toMatch(new RegExp(`${master.fileName.replace(/\./g, "\\.")}(?!\\.stream\\.m4a)`));
  });
});

describe("(c) POST /api/public/library/:productId/downloads", () => {
  it.each(ACTORS)("$name", async (actor) => {
    const answer = await server.app.inject({
      method: "POST",
      ...requestAs(actor, `/api/public/library/${release.id}/downloads`),
      payload: { format: "mp3-320", trackId: trackIds.none },
    });
    expect(answer.statusCode, `${actor.name}: ${answer.body}`).toBe(actor.downloads);
    if (actor.downloads === 404)
      expect(answer.json(), actor.name).toEqual({ code: "not_found", reason: "product", message: errorMessage("not_found", "product") });
    if (actor.downloads === 200)
      expect(answer.json(), actor.name).toMatchObject({ state: "ready", fileName: "03 Salt & Static - Secret.mp3" });
  });
});

describe("(d) GET /api/public/downloads/:token", () => {
  /** The buyer's link with the fan's own account written in, keeping the buyer's signature. */
  const forged = () => {
    const [payload = "", signature = ""] = links.buyer.replace("/api/public/downloads/", "").split(".");
    const fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[];
    fields[0] = "someone-else";
    return `/api/public/downloads/${Buffer.from(JSON.stringify(fields)).toString("base64url")}.${signature}`;
  };
  const LINKS: readonly { name: string; link: () => string; status: number; code?: string; reason?: string; message?: string }[] = [
    { name: "the buyer's link", link: () => links.buyer, status: 200 },
    {
      name: "the refunded buyer's link, made before the refund",
      link: () => links.refunded,
      status: 410,
      code: "download_revoked",
      reason: "refunded",
      message: errorMessage("download_revoked", "refunded"),
    },
    {
      name: "the buyer's link rewritten for another account",
      link: forged,
      status: 404,
      code: "download_link_invalid",
      reason: "invalid",
      message: errorMessage("download_link_invalid", "invalid"),
    },
  ];

  it.each(LINKS)("$name: $status", async ({ link, status, code, reason, message, name }) => {
    const answer = await server.app.inject({ url: link() });
    expect(answer.statusCode, `${name}: ${answer.body}`).toBe(status);
    if (code) expect(answer.json()).toEqual({ code, reason, message });
    else {
      expect(answer.headers["content-type"]).toBe("audio/mpeg");
      expect(answer.headers["content-disposition"]).toContain("03 Salt & Static - Secret.mp3");
      expect(answer.rawPayload.subarray(0, 3).toString("latin1")).toBe("ID3");
    }
  });

  it("the buyer's link, once the clock passes DOWNLOAD_LINK_SECONDS: 410 expired", async () => {
    clock.advance((DOWNLOAD_LINK_SECONDS - 60) * 1000);
    expect((await server.app.inject({ url: links.buyer })).statusCode).toBe(200);
    clock.advance(61 * 1000);
    const answer = await server.app.inject({ url: links.buyer });
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toEqual({
      code: "download_link_expired",
      reason: "expired",
      message: errorMessage("download_link_expired", "expired"),
    });
  });
});
