import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readZipTexts } from "../accounts/zipReadingTesting";
import { hashToken } from "../security/tokens";
import { createFan, OTHER_ARTIST_DOMAIN } from "../testing/testServer";
import { createFanDataWorld, type FanDataWorld } from "./fanDataTesting";

let world: FanDataWorld;
let server: FanDataWorld["server"];
beforeAll(async () => {
  world = await createFanDataWorld();
  server = world.server;
}, 60_000);
afterAll(() => world.server.close());

const inject: FanDataWorld["inject"] = (...args) => world.inject(...args);
const busyFan = () => world.busyFan();
const exportLink = (email: string) => world.exportLink(email);
const askExport: FanDataWorld["askExport"] = (fan) => world.askExport(fan);
const download: FanDataWorld["download"] = (...args) => world.download(...args);

describe("a fan downloads their data (issue 35, item 4; GDPR art. 15 and 20)", () => {
  it("is built by a job, mailed from the artist as a link that works 7 days, and holds every kind of data as JSON and CSV", async () => {
    const fan = await busyFan();
    const asked = await askExport(fan);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ checkEmail: true, email: fan.account.email, days: 7 });

    const link = exportLink(fan.account.email);
    expect(link.subject).toBe(`Your data from ${server.profile.name} is ready to download`);
    expect(link.fromName).toBe(server.profile.name);
    expect(link.text).toContain("works for 7 days");
    expect(link.text).toContain("If you did not ask for it");
    // Only the token's hash is kept.
    const [row] = await server.context.db.query<{ token_hash: string }>("SELECT token_hash FROM data_exports WHERE account_id = $1", [
      fan.account.id,
    ]);
    expect(row?.token_hash).toBe(hashToken(link.token));

    // The link's page asks what it opens first: when it was made, and until when it works.
    const checked = await inject("POST", "/api/public/data-exports/check", {}, { token: link.token });
    expect(checked.statusCode, checked.body).toBe(200);
    const { createdAt, expiresAt } = checked.json();
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);

    const zip = await download(link.token);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(/^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = readZipTexts(zip.rawPayload);
    const kinds = [
      "profile",
      "orders",
      "library",
      "memberships",
      "comments",
      "likes",
      "saves",
      "votes",
      "list-subscriptions",
      "contact-messages",
    ];
    expect([...files.keys()].sort()).toEqual(["README.txt", ...kinds.flatMap((kind) => [`${kind}.csv`, `${kind}.json`])].sort());
    const json = (name: string) => JSON.parse(files.get(`${name}.json`) ?? "null");
    expect(json("profile")).toEqual([
      expect.objectContaining({ id: fan.account.id, email: fan.account.email, firstName: "Test", membershipTier: "Gold" }),
    ]);
    expect(json("orders")).toEqual([
      expect.objectContaining({ orderId: fan.orderId, status: "delivered", title: "Night Drive", priceCents: 999 }),
    ]);
    expect(json("library")).toEqual([{ productId: world.album.id, title: "Night Drive", artist: "A" }]);
    expect(json("memberships")).toEqual([expect.objectContaining({ tier: "Gold", status: "active", amountCents: 1000 })]);
    expect(json("comments")).toEqual([expect.objectContaining({ id: fan.commentId, content: "Loved the show" })]);
    expect(json("likes")).toEqual([expect.objectContaining({ entityId: world.pollPostId })]);
    expect(json("saves")).toEqual([expect.objectContaining({ entityId: world.pollPostId })]);
    expect(json("votes")).toEqual([expect.objectContaining({ pollOf: "post", where: world.pollPostId, choice: "This one" })]);
    expect(json("list-subscriptions")).toEqual([expect.objectContaining({ list: "Newsletter", email: fan.account.email })]);
    expect(json("contact-messages")).toEqual([
      expect.objectContaining({
        page: "/contact",
        subject: "Booking",
        message: "Can you play our town?",
        ownFields: '[{"label": "Town", "value": "Ghent"}]',
      }),
    ]);
    const ordersCsv = files.get("orders.csv") ?? "";
    expect(ordersCsv.split("\r\n")[0]).toContain("orderId,createdAt,status");
    expect(ordersCsv).toContain(`${fan.orderId},`);
    expect(files.get("comments.csv")).toContain("Loved the show");

    // It works again within its days (a download cut off is tried again).
    expect((await download(link.token)).statusCode).toBe(200);
  });

  it("refuses a link past its 7 days, a token never issued, and another artist's site", async () => {
    const fan = await createFan(server, server.profile.id);
    await askExport(fan);
    const { token } = exportLink(fan.account.email);
    // Another artist's address with this artist's link: not found there.
    const elsewhere = await download(token, { host: OTHER_ARTIST_DOMAIN });
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: "data_export_invalid" });
    expect((await download("B".repeat(43))).json()).toMatchObject({
      code: "data_export_invalid",
      message:
        "This download link is not valid. Check that the whole link was copied from the email, or ask for a new copy on your account page.",
    });
    expect((await download("not a token!")).statusCode).toBe(404);
    // The link's page opened on another artist's address goes to this artist's (issue 31): the token names it.
    const page = await inject("GET", `/account/your-data/${token}`, { host: OTHER_ARTIST_DOMAIN });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(new RegExp(`/account/your-data/${token}$`));
    expect(page.headers.location).not.toContain(OTHER_ARTIST_DOMAIN);

    await server.context.db.query("UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashToken(token),
    ]);
    const lateCheck = await inject("POST", "/api/public/data-exports/check", {}, { token });
    expect(lateCheck.json()).toMatchObject({ code: "data_export_expired" });
    const late = await download(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: "data_export_expired",
      message: "This download link has expired: links to a copy of your data work for 7 days. Ask for a new copy on your account page.",
    });
  });

  it("is only ever another fan's by its emailed link: a signed-in fan gets their own copy, sent to their own address", async () => {
    const alice = await busyFan();
    const bob = await createFan(server, server.profile.id);
    await askExport(alice);
    await askExport(bob);
    const bobs = readZipTexts((await download(exportLink(bob.account.email).token, bob.headers)).rawPayload);
    expect(bobs.get("profile.json")).toContain(bob.account.email);
    expect(bobs.get("profile.json")).not.toContain(alice.account.email);
    expect(JSON.parse(bobs.get("comments.json") ?? "")).toEqual([]);
    expect(server.mail.filter((sent) => sent.to === bob.account.email && sent.text.includes(alice.account.id))).toEqual([]);
    // A fan of another artist cannot ask this artist's site for a copy.
    const theirs = await createFan(server, server.otherProfile.id);
    expect((await askExport(theirs)).statusCode).toBe(401);
    expect((await inject("POST", "/api/accounts/me/data-export", {}, {})).statusCode).toBe(401);
  });

  it("limits how often a fan asks, and how often a client tries links", async () => {
    const fan = await createFan(server, server.profile.id);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await askExport(fan)).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
    const tries: number[] = [];
    for (let i = 0; i < 61; i++)
      tries.push((await server.app.inject({ url: `/api/public/data-exports/${"C".repeat(43)}`, remoteAddress: "203.0.113.9" })).statusCode);
    expect(tries.at(-1)).toBe(429);
  });
});
