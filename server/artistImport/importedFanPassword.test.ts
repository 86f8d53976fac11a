import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeArtistZip } from "../artistExport/artistZip";
import { createFan, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";
import { type ArtistImportSummary, importArtistZip } from "./importArtist";

/**
 * An imported fan's first sign-in (issue 40, item 2: "passwords never exported: fans set one with
 * a reset link"): on the server the artist moved to, beside another artist, the fan asks for a reset
 * on the imported artist's site, the mail's link is on that artist's own address, and following it
 * sets the password the fan then logs in with.
 */
let source: TestServer;
let target: TestServer;
let folder: string;
let imported: ArtistImportSummary;
const FAN_EMAIL = "moved.fan@example.com";
const OLD_PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new tune 7";
/** The imported artist's own address here, as a fan's browser names it. */
const HOST = "moved-artist.localhost";

beforeAll(async () => {
  [source, target] = await Promise.all([createTestServer("pglite"), createTestServer("pglite")]);
  await publishTestSite(source);
  await createFan(source, source.profile.id, { email: FAN_EMAIL });
  folder = mkdtempSync(join(tmpdir(), "imported-fan-"));
  const zipPath = join(folder, "artist.zip");
  const output = new PassThrough();
  const bytes = buffer(output);
  await writeArtistZip(source.context, source.profile.id, output, { at: new Date() });
  writeFileSync(zipPath, await bytes);
  // The target's default artist is another: links built from it, not from the imported artist, would be wrong.
  imported = await importArtistZip(target.context, zipPath, { slug: "moved-artist", ownerEmail: "owner@moved.example" });
}, 180_000);
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

let clientCounter = 0;
/** A request on `host` from a client address of its own, so rate limits count each ask apart. */
const post = (url: string, payload: object, host = HOST) =>
  target.app.inject({ method: "POST", url, payload, headers: { host }, remoteAddress: `203.0.113.${++clientCounter}` });
const logIn = (password: string) => post("/api/sessions", { email: FAN_EMAIL, password });

/** The last mail to the fan, and the link in it. */
function lastLink(): { subject: string; link: string } {
  const message = target.mail.filter((sent) => sent.to === FAN_EMAIL).at(-1);
  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(message?.text ?? "")?.[0];
  if (!message || !link) throw new Error("no reset link was mailed to the fan");
  return { subject: message.subject, link };
}

describe("an imported fan", () => {
  it("has an account here but no password that opens it", async () => {
    const [account] = await target.context.db.query<{ id: string }>("SELECT id FROM accounts WHERE profile_id = $1 AND email = $2", [
      imported.profile.id,
      FAN_EMAIL,
    ]);
    expect(account).toBeDefined();
    expect((await logIn(OLD_PASSWORD)).statusCode).toBe(401);
  });

  it("sets a password through a reset link on the new artist's own address, then logs in with it", async () => {
    // Asked on the server's default artist, the address is no fan of theirs: nothing is mailed.
    expect((await post("/api/public/password-resets", { email: FAN_EMAIL }, "localhost")).statusCode).toBe(202);
    expect(target.mail.filter((sent) => sent.to === FAN_EMAIL)).toEqual([]);

    const asked = await post("/api/public/password-resets", { email: FAN_EMAIL });
    expect(asked.statusCode).toBe(202);
    const { subject, link } = lastLink();
    expect(subject).toBe(`Choose a new password for ${imported.profile.name}`);
    const url = new URL(link);
    expect(url.hostname).toBe(HOST);
    const token = decodeURIComponent(/^\/reset-password\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1] ?? "");
    expect(token).not.toBe("");

    // Following it: the site's page opens on the artist's address, and what it sends sets the password.
    const page = await target.app.inject({ url: url.pathname, headers: { host: url.host } });
    expect(page.statusCode).toBe(200);
    expect((await post("/api/public/password-resets/check", { token })).json()).toEqual({ email: FAN_EMAIL, firstName: "Test" });
    const set = await post("/api/public/password-resets/use", { token, password: NEW_PASSWORD });
    expect(set.statusCode, set.body).toBe(200);

    const loggedIn = await logIn(NEW_PASSWORD);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const me = await target.app.inject({
      url: "/api/accounts/me",
      headers: { host: HOST, authorization: `Bearer ${loggedIn.json<{ token: string }>().token}` },
    });
    expect(me.json()).toMatchObject({ email: FAN_EMAIL });
    const [account] = await target.context.db.query<{ profile_id: string }>("SELECT profile_id FROM accounts WHERE id = $1", [
      me.json<{ id: string }>().id,
    ]);
    expect(account?.profile_id).toBe(imported.profile.id);
    // The password is this artist's fan's only: the old one still opens nothing, nor does the new one at the default artist.
    expect((await logIn(OLD_PASSWORD)).statusCode).toBe(401);
    expect((await post("/api/sessions", { email: FAN_EMAIL, password: NEW_PASSWORD }, "localhost")).statusCode).toBe(401);
  });
});
