import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FollowerPage } from "../../schema/api/follows";
import type { AnnouncementAudience, AnnouncementState } from "../../schema/api/releaseAnnouncements";
import type { StudioRelease } from "../../schema/api/releases";
import { richTextFromPlainText as richText } from "../../schema/richText/plainText";
import { addSubscribers } from "../data/audience";
import { createEmailList } from "../data/emailLists";
import type { MailMessage } from "../mail/mailTransport";
import { sendNewsletterBatch } from "../newsletters/sendNewsletterBatch";
import { sendAnnouncementIfOut, sendDueAnnouncements } from "../releaseAnnouncements/sendAnnouncement";
import { toneWav } from "../testing/audioFixtures";
import { recordingTransport } from "../testing/recordingMailQueue";
import { buy, publishRelease, refund, saveRelease, uploadMaster, withIds } from "../testing/releaseAudioTesting";
import { createFan, createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

/**
 * Follows and release announcements (issue 37, items 2 and 3), through the routes: followers who
 * confirmed (and some who did not, or unfollowed), buyers of an earlier release (one refunded), a
 * list; releases out now and a pre-order whose date the release clock is moved past by hand.
 */

const DAY = 24 * 3600 * 1000;
const releaseClock = manualClock(Date.now());
let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;
let earlier: StudioRelease;
let listId: string;
let address = 0;

const api = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object) =>
  server.app.inject({ method, url: `/api/profiles/${server.profile.id}${path}`, headers: editor.headers, ...(payload ? { payload } : {}) });

/** The token of the follow confirmation link in a message's plain-text part. */
function followTokenOf(message: MailMessage | undefined): string {
  const token = /\/follow\/confirm\/([A-Za-z0-9_-]+)$/m.exec(message?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link in ${message?.text}`);
  return token;
}

/** Follows from the site (each from an address of its own, under the join's rate limit); confirms by the emailed link when asked. */
async function follow(email: string, confirm = true): Promise<void> {
  address += 1;
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/public/follow",
    payload: { email },
    remoteAddress: `10.9.0.${address}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toEqual({ ok: true });
  if (!confirm) return;
  const token = followTokenOf(server.mail.filter((message) => message.to === email).at(-1));
  const confirmed = await server.app.inject({ method: "POST", url: "/api/public/follow/confirm", payload: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json()).toEqual({ artistName: "Test Artist" });
}

async function newRelease(title: string, releasedAt?: string): Promise<StudioRelease> {
  const url = await uploadMaster(server, editor.headers, `${title}.wav`, toneWav(1));
  const release = await publishRelease(server, editor.headers, {
    title,
    tracks: [{ title: `${title} song`, url, listen: "full" }],
    ...(releasedAt ? { releasedAt } : {}),
  });
  // A release dated now is dated by the database's clock: the release clock (held by hand) catches up with it.
  releaseClock.set(Math.max(releaseClock.now(), Date.now() + 1000));
  return release;
}

/** A send's copies, sent through the engine with a recording transport. */
async function copiesOf(sendId: string): Promise<MailMessage[]> {
  const transport = recordingTransport();
  for (let batch = 0; batch < 50; batch++) {
    const more = await sendNewsletterBatch(server.context, transport, sendId, { batchSize: 10, perMinute: 6000, leaseSeconds: 30 });
    if (more !== "more") return transport.messages;
  }
  throw new Error("the send never finished");
}

/** Who a send's copies went to. */
const sentTo = async (sendId: string) => (await copiesOf(sendId)).map((message) => message.to).sort();

/** Announces a release at once to its followers, and answers the send's id. */
async function announceToFollowers(releaseId: string): Promise<string> {
  const state = (await api("PUT", `/releases/${releaseId}/announcement`, { followers: true, buyers: false, emailListIds: [] })).json();
  const sendId = (state as AnnouncementState).send?.id;
  if (!sendId) throw new Error(`not announced: ${JSON.stringify(state)}`);
  return sendId;
}

beforeAll(async () => {
  server = await createTestServer("pglite", { releaseClock });
  await publishTestSite(server);
  const { db } = server.context;
  const profileId = server.profile.id;
  editor = await createTestEditor(server, profileId);
  await follow("fan@example.com");
  await follow("waiting@example.com", false);
  await follow("gone@example.com");
  // Unfollowing is the one-click unsubscribe of an email: the address is suppressed at the artist.
  await db.query("INSERT INTO mail_suppressions (profile_id, email, reason) VALUES ($1, 'gone@example.com', 'unsubscribed')", [profileId]);
  await follow("bounced@example.com");
  await db.query("INSERT INTO mail_suppressions (profile_id, email, reason) VALUES ($1, 'bounced@example.com', 'bounce')", [profileId]);
  earlier = await newRelease("Earlier");
  await buy(server, await createFan(server, profileId, { email: "buyer@example.com" }), earlier);
  await refund(server, await buy(server, await createFan(server, profileId, { email: "refunded@example.com" }), earlier));
  listId = (await createEmailList(db, profileId, "Street team")).id;
  await addSubscribers(db, profileId, listId, ["street@example.com", "FAN@example.com"]);
}, 120_000);
afterAll(() => server.close());

describe("following the artist", () => {
  it("answers the same for a known address, mails no one twice in the resend window, and counts confirmed and waiting followers", async () => {
    const before = server.mail.length;
    await follow("fan@example.com", false);
    expect(server.mail.length).toBe(before);
    const page = (await api("GET", "/followers")).json() as FollowerPage;
    // The unsubscribed and the bounced have unfollowed.
    expect(page.confirmed).toBe(1);
    expect(page.pending).toBe(1);
    expect(page.data.find((row) => row.email === "gone@example.com")?.status).toBe("unfollowed");
    expect(page.data.map((row) => row.email).sort()).toEqual([
      "bounced@example.com",
      "fan@example.com",
      "gone@example.com",
      "waiting@example.com",
    ]);
    const viewer = await createTestEditor(server, server.profile.id, "viewer");
    const hidden = (
      await server.app.inject({ url: `/api/profiles/${server.profile.id}/followers`, headers: viewer.headers })
    ).json() as FollowerPage;
    expect(new Set(hidden.data.map((row) => row.email)).has("fan@example.com")).toBe(false);
  });

  it("refuses a bad address and an unknown link, and confirms from the artist's own address", async () => {
    const bad = await server.app.inject({
      method: "POST",
      url: "/api/public/follow",
      payload: { email: "nope" },
      remoteAddress: "10.9.1.1",
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await server.app.inject({ method: "POST", url: "/api/public/follow/confirm", payload: { token: "x".repeat(40) } });
    expect(unknown.statusCode).toBe(404);
    const message = server.mail.find((each) => each.to === "waiting@example.com");
    expect(message?.subject).toBe("Confirm that you follow Test Artist");
    expect(message?.text).toMatch(/^http:\/\/[^/]+\/follow\/confirm\//m);
  });
  it("refuses a link older than its days, and one an unsubscribe came after; a new follow lifts an earlier unsubscribe", async () => {
    const { db } = server.context;
    const confirmLast = async (email: string) => {
      const token = followTokenOf(server.mail.filter((message) => message.to === email).at(-1));
      return server.app.inject({ method: "POST", url: "/api/public/follow/confirm", payload: { token } });
    };
    await follow("late@example.com", false);
    await db.query("UPDATE followers SET confirm_sent_at = now() - interval '8 days' WHERE email = 'late@example.com'");
    const late = await confirmLast("late@example.com");
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toContain("Follow again on the artist's site");

    await follow("changed@example.com", false);
    await db.query(
      "INSERT INTO mail_suppressions (profile_id, email, reason, at) VALUES ($1, 'changed@example.com', 'unsubscribed', now() + interval '1 second')",
      [server.profile.id],
    );
    expect((await confirmLast("changed@example.com")).statusCode).toBe(410);

    // Following again after an unsubscribe asks again, and confirming lifts the unsubscribe.
    await db.query("UPDATE followers SET confirm_sent_at = now() - interval '1 hour' WHERE email = 'changed@example.com'");
    await db.query("UPDATE mail_suppressions SET at = now() - interval '2 hours' WHERE email = 'changed@example.com'");
    await follow("changed@example.com");
    const [left] = await db.query("SELECT 1 FROM mail_suppressions WHERE email = 'changed@example.com'");
    expect(left).toBeUndefined();
    // The later tests count the followers made before them.
    await db.query("DELETE FROM followers WHERE email = 'changed@example.com'");
  });
});

describe("a release announced by email", () => {
  it("goes to confirmed followers, buyers of earlier releases and the list, once each, never to the unconfirmed, unsubscribed, bounced or refunded", async () => {
    const release = await newRelease("Now Out");
    const everyone = { followers: true, buyers: true, emailListIds: [listId] };
    const preview = (await api("POST", `/releases/${release.id}/announcement/audience`, everyone)).json() as AnnouncementAudience;
    expect(preview).toEqual({ name: "followers, buyers of earlier releases and Street team", recipients: 3 });
    const chosen = await api("PUT", `/releases/${release.id}/announcement`, everyone);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const state = chosen.json() as AnnouncementState;
    if (!state.send) throw new Error("the announcement was not sent");
    expect(await sentTo(state.send.id)).toEqual(["buyer@example.com", "fan@example.com", "street@example.com"]);

    // Exactly once: a second PUT, a DELETE, a direct call and the minute's job send nothing more.
    const again = await api("PUT", `/releases/${release.id}/announcement`, everyone);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This release was already announced by email: a release is announced once.");
    expect((await api("DELETE", `/releases/${release.id}/announcement`)).statusCode).toBe(409);
    const starts = server.newsletterStarts.length;
    expect(await sendAnnouncementIfOut(server.context, server.profile.id, release.id)).toBeNull();
    expect(await sendDueAnnouncements(server.context)).toBe(0);
    expect(server.newsletterStarts.length).toBe(starts);
    const shown = (await api("GET", `/releases/${release.id}/announcement`)).json() as AnnouncementState;
    expect(shown.send?.counts).toMatchObject({ total: 3, sent: 3 });
  });

  it("waits for a pre-order's date on the release clock, then goes with the minute's job, once", async () => {
    const release = await newRelease("Coming Soon", new Date(releaseClock.now() + 10 * DAY).toISOString());
    const chosen = (await api("PUT", `/releases/${release.id}/announcement`, { followers: true, buyers: false, emailListIds: [] })).json();
    expect(chosen).toEqual({ choice: { followers: true, buyers: false, emailListIds: [] }, send: null, documentId: null });
    expect(await sendDueAnnouncements(server.context)).toBe(0);
    releaseClock.advance(10 * DAY + 60_000);
    expect(await sendDueAnnouncements(server.context)).toBe(1);
    expect(await sendDueAnnouncements(server.context)).toBe(0);
    const state = (await api("GET", `/releases/${release.id}/announcement`)).json() as AnnouncementState;
    expect(state.send?.counts.total).toBe(1);
  });

  it("a server that stopped after making the send but before recording it makes no second one when it runs again", async () => {
    const { db } = server.context;
    const release = await newRelease("Crash Course");
    const state = (await api("PUT", `/releases/${release.id}/announcement`, { followers: true, buyers: false, emailListIds: [] })).json();
    const sendId = (state as AnnouncementState).send?.id;
    // As if the process died between createSend and markAnnouncementSent: the row forgot its send.
    await db.query("UPDATE release_announcements SET send_id = NULL WHERE product_id = $1", [release.id]);
    expect(await sendDueAnnouncements(server.context)).toBe(1);
    const sends = await db.query<{ id: string }>("SELECT id FROM newsletter_sends WHERE idempotency_key = $1", [
      `release-announcement-${release.id}`,
    ]);
    expect(sends.map((send) => send.id)).toEqual([sendId]);
    const shown = (await api("GET", `/releases/${release.id}/announcement`)).json() as AnnouncementState;
    expect(shown.send).toMatchObject({ id: sendId, counts: { total: 1 } });
  });

  it("waits for a draft to be published, and goes with the publish", async () => {
    const url = await uploadMaster(server, editor.headers, "Draft.wav", toneWav(1));
    const draft = await saveRelease(server, editor.headers, {
      title: "Draft First",
      tracks: [{ title: "Draft song", url, listen: "full" }],
    });
    const chosen = (await api("PUT", `/releases/${draft.id}/announcement`, { followers: true, buyers: false, emailListIds: [] })).json();
    expect(chosen.send).toBeNull();
    expect(await sendDueAnnouncements(server.context)).toBe(0);
    await server.audioSettled();
    releaseClock.set(Math.max(releaseClock.now(), Date.now() + 1000));
    await saveRelease(
      server,
      editor.headers,
      { title: "Draft First", status: "published", tracks: withIds([{ title: "Draft song", url, listen: "full" }], draft) },
      draft,
    );
    const state = (await api("GET", `/releases/${draft.id}/announcement`)).json() as AnnouncementState;
    expect(state.send?.counts.total).toBe(1);
  });

  it("never reaches a follower who unfollowed with an announcement's one-click unsubscribe", async () => {
    await follow("stays@example.com");
    const first = await copiesOf(await announceToFollowers((await newRelease("Before Leaving")).id));
    const copy = first.find((message) => message.to === "fan@example.com");
    const token = /\/unsubscribe\/([^>]+)>/.exec(copy?.headers?.["List-Unsubscribe"] ?? "")?.[1];
    if (!token) throw new Error("no unsubscribe link");
    const left = await server.app.inject({ method: "POST", url: "/api/public/unsubscribe", payload: { token } });
    expect(left.statusCode, left.body).toBe(200);
    expect(await sentTo(await announceToFollowers((await newRelease("After Leaving")).id))).toEqual(["stays@example.com"]);
  });

  it("skips fans who turned release emails off in their account", async () => {
    const quiet = await createFan(server, server.profile.id, { email: "quiet@example.com" });
    const off = await server.app.inject({
      method: "PUT",
      url: "/api/accounts/me/email-preferences",
      headers: quiet.headers,
      payload: { releases: false },
    });
    expect(off.json()).toMatchObject({ releases: false });
    const quietList = (await createEmailList(server.context.db, server.profile.id, "Quiet ones")).id;
    await addSubscribers(server.context.db, server.profile.id, quietList, ["quiet@example.com", "loud@example.com"]);
    const release = await newRelease("Hush");
    const state = (
      await api("PUT", `/releases/${release.id}/announcement`, { followers: false, buyers: false, emailListIds: [quietList] })
    ).json();
    expect(await sentTo((state as AnnouncementState).send?.id ?? "")).toEqual(["loud@example.com"]);
  });

  it("goes to several lists, each address once; a list deleted before a pre-order's date counts for no one", async () => {
    const { db } = server.context;
    const profileId = server.profile.id;
    const choirs = (await createEmailList(db, profileId, "Choir")).id;
    const band = (await createEmailList(db, profileId, "Band")).id;
    await addSubscribers(db, profileId, choirs, ["alto@example.com", "both@example.com"]);
    await addSubscribers(db, profileId, band, ["drums@example.com", "BOTH@example.com"]);
    const two = { followers: false, buyers: false, emailListIds: [choirs, band] };
    const now = await newRelease("Two Lists");
    const preview = (await api("POST", `/releases/${now.id}/announcement/audience`, two)).json() as AnnouncementAudience;
    expect(preview).toEqual({ name: "Choir and Band", recipients: 3 });
    const state = (await api("PUT", `/releases/${now.id}/announcement`, two)).json() as AnnouncementState;
    expect(state.choice?.emailListIds).toEqual([choirs, band]);
    expect(await sentTo(state.send?.id ?? "")).toEqual(["alto@example.com", "both@example.com", "drums@example.com"]);

    const later = await newRelease("Two Lists Later", new Date(releaseClock.now() + 2 * DAY).toISOString());
    expect((await api("PUT", `/releases/${later.id}/announcement`, two)).statusCode).toBe(200);
    await db.query("DELETE FROM email_lists WHERE id = $1", [band]);
    releaseClock.advance(2 * DAY + 60_000);
    expect(await sendDueAnnouncements(server.context)).toBe(1);
    const sent = (await api("GET", `/releases/${later.id}/announcement`)).json() as AnnouncementState;
    expect(await sentTo(sent.send?.id ?? "")).toEqual(["alto@example.com", "both@example.com"]);
    // Choosing a deleted list now is refused, as another artist's is.
    const third = await newRelease("Two Lists Again");
    expect((await api("PUT", `/releases/${third.id}/announcement`, two)).statusCode).toBe(404);
  });

  it("sends the artist's edited copy of the starter email, made once in Emails and kept as edited", async () => {
    const release = await newRelease("Edited Copy");
    const made = await api("POST", `/releases/${release.id}/announcement/email`);
    expect(made.statusCode, made.body).toBe(200);
    const { documentId } = made.json() as AnnouncementState;
    expect(documentId).toBe(`announce-${release.id}`);
    const stored = (await api("GET", `/documents/${documentId}`)).json();
    expect(stored.draft.kind).toBe("email");
    expect(stored.draft.settings.subject).toBe("Edited Copy: out now from Test Artist");
    expect(JSON.stringify(stored.draft)).toContain("Edited Copy song");
    // The artist edits it in the builder: a subject and words of their own.
    const edited = {
      ...stored.draft,
      settings: { ...stored.draft.settings, subject: "Our new one is here" },
      root: {
        ...stored.draft.root,
        children: [...stored.draft.root.children, { id: "note", type: "Text", props: { content: richText("Written by us, for you.") } }],
      },
    };
    const saved = await api("PUT", `/documents/${documentId}`, { document: edited, baseVersion: stored.version });
    expect(saved.statusCode, saved.body).toBe(200);
    // Asked again, it is kept as edited, not made anew.
    expect(((await api("POST", `/releases/${release.id}/announcement/email`)).json() as AnnouncementState).documentId).toBe(documentId);
    expect((await api("GET", `/documents/${documentId}`)).json().draft.settings.subject).toBe("Our new one is here");

    const sendId = await announceToFollowers(release.id);
    const [copy] = await copiesOf(sendId);
    expect(copy?.subject).toBe("Our new one is here");
    expect(copy?.html).toContain("Written by us, for you.");
    expect(copy?.html).toContain("Edited Copy song");
    // Once announced, there is no second email to make.
    expect((await api("POST", `/releases/${release.id}/announcement/email`)).statusCode).toBe(409);
  });

  it("refuses an empty choice, nobody, another artist's list, and another artist's release", async () => {
    const release = await newRelease("Refusals");
    const empty = await api("PUT", `/releases/${release.id}/announcement`, { followers: false, buyers: false, emailListIds: [] });
    expect(empty.statusCode).toBe(400);
    const otherList = (await createEmailList(server.context.db, server.otherProfile.id, "Not yours")).id;
    expect(
      (await api("PUT", `/releases/${release.id}/announcement`, { followers: true, buyers: false, emailListIds: [otherList] })).statusCode,
    ).toBe(404);
    const emptyList = (await createEmailList(server.context.db, server.profile.id, "Empty")).id;
    expect(
      (await api("PUT", `/releases/${release.id}/announcement`, { followers: false, buyers: false, emailListIds: [emptyList] })).statusCode,
    ).toBe(400);
    const foreign = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.otherProfile.id}/releases/${release.id}/announcement`,
      headers: editor.headers,
      payload: { followers: true, buyers: false, emailListIds: [] },
    });
    expect([403, 404]).toContain(foreign.statusCode);
  });
});
