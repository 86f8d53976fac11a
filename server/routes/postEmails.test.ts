import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostEmailAudience, PostEmailStateAnswer } from "../../schema/api/postEmails";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { addSubscribers } from "../data/audience";
import { createEmailList } from "../data/emailLists";
import { createTier, setTierIncludes } from "../data/tiers";
import type { MailMessage, MailTransport } from "../mail/mailTransport";
import { sendNewsletterBatch } from "../newsletters/sendNewsletterBatch";
import { sendDuePostEmails, sendPostEmailIfOut } from "../postEmails/sendPostEmail";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;
let listId: string;
const tiers: Record<"free" | "supporter" | "inner", string> = { free: "", supporter: "", inner: "" };

/** Who the matrix mails: a fan on each tier, a fan on none, a list subscriber who is no fan. */
const PEOPLE = {
  free: "free@example.com",
  none: "none@example.com",
  supporter: "supporter@example.com",
  inner: "inner@example.com",
  outsider: "outsider@example.com",
} as const;
type Person = keyof typeof PEOPLE;

function recordingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "smtp",
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: message.messageId ?? "" };
    },
    close() {},
  };
}

async function sendAll(sendId: string, transport: MailTransport): Promise<void> {
  for (let batch = 0; batch < 50; batch++) {
    if ((await sendNewsletterBatch(server.context, transport, sendId, { batchSize: 3, perMinute: 6000, leaseSeconds: 30 })) !== "more")
      return;
  }
  throw new Error("the send never finished");
}

const api = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object) =>
  server.app.inject({ method, url: `/api/profiles/${server.profile.id}${path}`, headers: editor.headers, ...(payload ? { payload } : {}) });

async function createPost(secret: string, tierId: string | null, publishAt?: string): Promise<string> {
  const response = await api("POST", "/posts", {
    type: "text",
    captionRich: richTextFromPlainText(secret),
    membershipTierId: tierId,
    ...(publishAt ? { publishAt } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const everyone = { readers: true, freeMembers: true, emailListId: "" };

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  const profileId = server.profile.id;
  editor = await createTestEditor(server, profileId);
  tiers.free = (await createTier(db, { profileId, name: "Friends" })).id;
  tiers.supporter = (await createTier(db, { profileId, name: "Supporter", priceMonthly: 5 })).id;
  tiers.inner = (await createTier(db, { profileId, name: "Inner Circle", priceMonthly: 10 })).id;
  await setTierIncludes(db, profileId, tiers.inner, [tiers.supporter]);
  await createFan(server, profileId, { email: PEOPLE.free, membershipTierId: tiers.free });
  await createFan(server, profileId, { email: PEOPLE.none });
  await createFan(server, profileId, { email: PEOPLE.supporter, membershipTierId: tiers.supporter });
  await createFan(server, profileId, { email: PEOPLE.inner, membershipTierId: tiers.inner });
  listId = (await createEmailList(db, profileId, "Fans of the band")).id;
  everyone.emailListId = listId;
  await addSubscribers(db, profileId, listId, [PEOPLE.supporter, PEOPLE.outsider, "gone@example.com"]);
  await db.query("INSERT INTO mail_suppressions (profile_id, email, reason) VALUES ($1, 'gone@example.com', 'unsubscribed')", [profileId]);
}, 60_000);
afterAll(() => server.close());

/** Which of the people read a post of each lock. */
const READS: Record<"public" | "supporter" | "inner", readonly Person[]> = {
  public: ["free", "none", "supporter", "inner", "outsider"],
  supporter: ["supporter", "inner"],
  inner: ["inner"],
};

describe("a post by email", () => {
  it.each(Object.keys(READS) as (keyof typeof READS)[])(
    "(locked to %s) gives its words only to the copies of those who may read it, and the locked notice to the rest",
    async (lock) => {
      const secret = `Secret words for the ${lock} post`;
      const postId = await createPost(secret, lock === "public" ? null : tiers[lock]);
      const chosen = await api("PUT", `/posts/${postId}/email`, everyone);
      expect(chosen.statusCode, chosen.body).toBe(200);
      const state = chosen.json() as PostEmailStateAnswer;
      if (!state.send) throw new Error("the post's email was not sent");
      const transport = recordingTransport();
      await sendAll(state.send.id, transport);

      // Each person once; the unsubscribed address never.
      expect(transport.sent.map((message) => message.to).sort()).toEqual(Object.values(PEOPLE).sort());
      for (const [person, address] of Object.entries(PEOPLE) as [Person, string][]) {
        const copy = transport.sent.find((message) => message.to === address) as MailMessage;
        const reads = READS[lock].includes(person);
        for (const body of [copy.html ?? "", copy.text]) {
          expect(body.includes(secret), `${person}'s copy of the ${lock} post`).toBe(reads);
          expect(body.includes("Content Locked"), `${person}'s copy of the ${lock} post`).toBe(!reads);
          expect(body).toContain("Read on the site");
          expect(body).toContain("New post from Test Artist");
        }
        expect(copy.subject.includes("Secret words"), `${person}'s subject`).toBe(reads);
        expect(copy.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      }
    },
  );

  it("goes once: a second choice is refused, and the minute's job and a repeated call send nothing more", async () => {
    const postId = await createPost("Once only", null);
    expect((await api("PUT", `/posts/${postId}/email`, { readers: true, freeMembers: false, emailListId: null })).statusCode).toBe(200);
    const again = await api("PUT", `/posts/${postId}/email`, everyone);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "conflict" });
    expect((await api("DELETE", `/posts/${postId}/email`)).statusCode).toBe(409);
    expect(await sendPostEmailIfOut(server.context, server.profile.id, postId)).toBeNull();
    const starts = server.newsletterStarts.length;
    await sendDuePostEmails(server.context);
    expect(server.newsletterStarts.length).toBe(starts);
  });

  it("waits for a scheduled post's time, then goes with the minute's job, once", async () => {
    const postId = await createPost("Coming soon", tiers.supporter, new Date(Date.now() + 3600_000).toISOString());
    const chosen = (await api("PUT", `/posts/${postId}/email`, { readers: true, freeMembers: false, emailListId: null })).json();
    expect(chosen).toEqual({ choice: { readers: true, freeMembers: false, emailListId: null }, send: null });
    expect(await sendDuePostEmails(server.context)).toBe(0);
    await server.context.db.query("UPDATE posts SET created_at = now() - interval '1 second' WHERE id = $1", [postId]);
    expect(await sendDuePostEmails(server.context)).toBe(1);
    expect(await sendDuePostEmails(server.context)).toBe(0);
    const state = (await api("GET", `/posts/${postId}/email`)).json() as PostEmailStateAnswer;
    expect(state.send?.counts.total).toBe(2);
  });

  it("skips fans who turned post emails off, before and after the send was made", async () => {
    const { db } = server.context;
    const quiet = await createFan(server, server.profile.id, { membershipTierId: tiers.inner });
    const late = await createFan(server, server.profile.id, { membershipTierId: tiers.inner });
    const turnOff = (fan: typeof quiet) =>
      server.app.inject({ method: "PUT", url: "/api/accounts/me/email-preferences", headers: fan.headers, payload: { posts: false } });
    expect((await turnOff(quiet)).json()).toEqual({ posts: false, news: true, releases: true });
    const postId = await createPost("Quiet please", tiers.inner);
    const state = (await api("PUT", `/posts/${postId}/email`, { readers: true, freeMembers: false, emailListId: null })).json();
    expect(state.send.counts.total).toBe(2);
    await turnOff(late);
    const transport = recordingTransport();
    await sendAll(state.send.id, transport);
    expect(transport.sent.map((message) => message.to)).toEqual([PEOPLE.inner]);
    const [skipped] = await db.query<{ error: string }>(
      "SELECT error FROM newsletter_recipients WHERE send_id = $1 AND status = 'skipped'",
      [state.send.id],
    );
    expect(skipped?.error).toBe("Turned off emails of new posts in their account.");
  });

  it("previews who a choice reaches, refuses an empty choice, nobody, and another artist's list or post", async () => {
    const postId = await createPost("Preview", tiers.supporter, new Date(Date.now() + 3600_000).toISOString());
    const preview = (
      await api("POST", "/post-email-audience", { ...everyone, membershipTierId: tiers.supporter })
    ).json() as PostEmailAudience;
    expect(preview).toEqual({ name: "Supporter and Inner Circle members, free members and Fans of the band", recipients: 5, readers: 2 });
    const empty = await api("PUT", `/posts/${postId}/email`, { readers: false, freeMembers: false, emailListId: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Choose who gets the post by email: the members who can read it, free members or an email list.");
    const otherList = (await createEmailList(server.context.db, server.otherProfile.id, "Not yours")).id;
    expect((await api("PUT", `/posts/${postId}/email`, { ...everyone, emailListId: otherList })).statusCode).toBe(404);
    const emptyList = (await createEmailList(server.context.db, server.profile.id, "Empty")).id;
    const publicPost = await createPost("Nobody hears", null);
    const nobody = await api("PUT", `/posts/${publicPost}/email`, { readers: false, freeMembers: false, emailListId: emptyList });
    expect(nobody.statusCode).toBe(400);
    const foreign = await server.app.inject({
      method: "GET",
      url: `/api/profiles/${server.otherProfile.id}/posts/${postId}/email`,
      headers: editor.headers,
    });
    expect([403, 404]).toContain(foreign.statusCode);
  });
});
