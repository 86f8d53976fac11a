import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmailDocument } from "../../email/starters";
import type { EmailTracking } from "../../schema/api/emailTracking";
import type { NewsletterDetail, NewsletterSummary } from "../../schema/api/newsletters";
import type { EmailDocument } from "../../schema/email/document";
import { errorMessage } from "../../schema/errors";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { addSubscribers } from "../data/audience";
import { listAudit } from "../data/auditLog";
import { saveDocument } from "../data/documents";
import { createEmailList } from "../data/emailLists";
import type { MailMessage } from "../mail/mailTransport";
import { trackedLinkSignature } from "../newsletters/emailTracking";
import { sendNewsletterBatch } from "../newsletters/sendNewsletterBatch";
import { newId } from "../security/tokens";
import { recordingTransport } from "../testing/recordingMailQueue";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { TRACKED_HITS_PER_RECIPIENT } from "./emailTrackingLinks";

const TICKETS = "https://tickets.example/tour?city=lyon&seats=2";
const email = (): EmailDocument => {
  const document = newEmailDocument({ id: "tracked-news", title: "Tour news", starter: "blank" });
  return {
    ...document,
    root: {
      ...document.root,
      children: [
        { id: "hello", type: "Text", props: { content: richTextFromPlainText("Tour dates are out.") } },
        { id: "tickets", type: "Button", props: { title: "Tickets", link: TICKETS } },
        { id: "write", type: "Button", props: { title: "Write to us", link: "mailto:band@example.com" } },
      ],
    },
  } as EmailDocument;
};

let server: TestServer;
type Editor = Awaited<ReturnType<typeof createTestEditor>>;
let editorA: Editor;
let viewerA: Editor;
let editorB: Editor;
const lists = new Map<string, string>();

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  editorA = await createTestEditor(server, server.profile.id, "editor");
  viewerA = await createTestEditor(server, server.profile.id, "viewer");
  editorB = await createTestEditor(server, server.otherProfile.id, "owner");
  for (const [profileId, addresses] of [
    [server.profile.id, ["ada@example.com", "bo@example.com"]],
    [server.otherProfile.id, ["cy@example.com"]],
  ] as const) {
    const saved = await saveDocument(db, profileId, email());
    if (!saved.ok) throw new Error("the email was not saved");
    const listId = (await createEmailList(db, profileId, "Fans")).id;
    await addSubscribers(db, profileId, listId, [...addresses]);
    lists.set(profileId, listId);
  }
}, 60_000);
afterAll(() => server.close());

const studio = (editor: Editor, profileId: string, method: "GET" | "PUT" | "POST", path: string, payload?: object) =>
  server.app.inject({ method, url: `/api/profiles/${profileId}${path}`, headers: editor.headers, ...(payload ? { payload } : {}) });

/** Sends the tracked email to the artist's list; answers the send and the copies as the transport got them. */
async function sendNewsletter(editor: Editor, profileId: string): Promise<{ id: string; copies: MailMessage[] }> {
  const created = await studio(editor, profileId, "POST", "/newsletters", {
    documentId: "tracked-news",
    audience: { emailListId: lists.get(profileId) },
    idempotencyKey: newId().padEnd(20, "k"),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as NewsletterSummary;
  const transport = recordingTransport();
  for (let batch = 0; batch < 20; batch++) {
    if ((await sendNewsletterBatch(server.context, transport, id, { batchSize: 10, perMinute: 600, leaseSeconds: 30 })) !== "more") break;
  }
  return { id, copies: transport.messages };
}

const copyTo = (copies: MailMessage[], to: string) => {
  const copy = copies.find((message) => message.to === to);
  if (!copy?.html) throw new Error(`no copy to ${to}`);
  return copy as MailMessage & { html: string };
};
const pixelOf = (html: string) =>
  /<img src="([^"]*\/e\/o\/[^"]*\.gif)" width="1" height="1" alt="" style="display:block;border:0">/.exec(html)?.[1];
const trackedLinksOf = (html: string) =>
  [...html.matchAll(/href="([^"]*\/e\/c\/[^"]*)"/g)].map((match) => new URL((match[1] ?? "").replaceAll("&amp;", "&")));
const hit = (url: URL | string, accept = "*/*") => {
  const address = typeof url === "string" ? new URL(url) : url;
  return server.app.inject({ method: "GET", url: `${address.pathname}${address.search}`, headers: { accept } });
};
const resultsOf = async (editor: Editor, profileId: string, id: string) =>
  ((await studio(editor, profileId, "GET", `/newsletters/${id}`)).json() as NewsletterDetail).results;

describe("open and click tracking (issue 38)", () => {
  it("is off by default: no pixel, no rewritten link, and results that say tracking was off", async () => {
    expect((await studio(editorA, server.profile.id, "GET", "/email-tracking")).json()).toEqual({ opens: false, clicks: false });
    const { id, copies } = await sendNewsletter(editorA, server.profile.id);
    const html = copyTo(copies, "ada@example.com").html;
    expect(html).not.toContain("/e/o/");
    expect(html).not.toContain("/e/c/");
    expect(html).toContain(`href="${TICKETS.replaceAll("&", "&amp;")}"`);
    expect(await resultsOf(editorA, server.profile.id, id)).toEqual({
      delivered: 2,
      opened: 0,
      clicked: 0,
      topLinks: [],
      opensTracked: false,
      clicksTracked: false,
    });
  });

  it("is the choice of an editor, never of a viewer", async () => {
    const refused = await studio(viewerA, server.profile.id, "PUT", "/email-tracking", { opens: true, clicks: true });
    expect(refused.statusCode).toBe(403);
    expect((await studio(viewerA, server.profile.id, "GET", "/email-tracking")).json()).toEqual({ opens: false, clicks: false });
    const saved = await studio(editorA, server.profile.id, "PUT", "/email-tracking", { opens: true, clicks: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json() satisfies EmailTracking).toEqual({ opens: true, clicks: true });
    const log = await listAudit(server.context.db, server.profile.id, { category: "newsletters" });
    expect(log.data.map((entry) => [entry.action, entry.subject])).toContainEqual(["email_tracking_changed", "opens on, clicks on"]);
    // Another artist's choice is theirs: still off.
    expect((await studio(editorB, server.otherProfile.id, "GET", "/email-tracking")).json()).toEqual({ opens: false, clicks: false });
  });

  it("puts the pixel and signed links in the copies of the artist who turned it on, never in another artist's", async () => {
    const { copies } = await sendNewsletter(editorA, server.profile.id);
    const html = copyTo(copies, "ada@example.com").html;
    const pixel = pixelOf(html);
    expect(pixel).toMatch(/^https?:\/\/[^/]+\/e\/o\/[\w-]+\.[\w-]+\.gif$/);
    const links = trackedLinksOf(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.searchParams.get("u")).toBe(TICKETS);
      expect(link.searchParams.get("s")).toMatch(/^[\w-]{43}$/);
      expect(link.origin).toBe(new URL(pixel ?? "").origin);
    }
    // Not the unsubscribe link, not mailto:, not the plain text.
    expect(html).toMatch(/href="https?:\/\/[^"]+\/unsubscribe\/[^"]+"/);
    expect(html).not.toMatch(/\/e\/c\/[^"]*unsubscribe/);
    expect(html).toContain('href="mailto:band@example.com"');
    expect(copyTo(copies, "ada@example.com").text).not.toContain("/e/");
    // Each recipient has their own token.
    expect(pixelOf(copyTo(copies, "bo@example.com").html)).not.toBe(pixel);

    const other = await sendNewsletter(editorB, server.otherProfile.id);
    const theirs = copyTo(other.copies, "cy@example.com").html;
    expect(theirs).not.toContain("/e/o/");
    expect(theirs).not.toContain("/e/c/");
  });

  it("counts opens and clicks in the newsletter's results, by distinct recipients", async () => {
    const { id, copies } = await sendNewsletter(editorA, server.profile.id);
    const ada = copyTo(copies, "ada@example.com").html;
    const bo = copyTo(copies, "bo@example.com").html;
    for (const pixel of [pixelOf(ada), pixelOf(ada), pixelOf(bo)]) {
      const opened = await hit(pixel ?? "");
      expect(opened.statusCode).toBe(200);
      expect(opened.headers["content-type"]).toBe("image/gif");
      expect(opened.headers["cache-control"]).toBe("no-store");
      expect(opened.rawPayload.length).toBe(43);
    }
    const [link] = trackedLinksOf(ada);
    if (!link) throw new Error("no tracked link");
    for (let click = 0; click < 2; click++) {
      const followed = await hit(link);
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe(TICKETS);
    }
    expect(await resultsOf(editorA, server.profile.id, id)).toEqual({
      delivered: 2,
      opened: 2,
      clicked: 1,
      topLinks: [{ link: TICKETS, clicks: 2 }],
      opensTracked: true,
      clicksTracked: true,
    });
    // Another artist's team cannot read them.
    expect((await studio(editorB, server.profile.id, "GET", `/newsletters/${id}`)).statusCode).toBe(403);
  });

  it("writes a minute's opens and clicks of one copy up to the limit, and still answers every one", async () => {
    const { copies } = await sendNewsletter(editorA, server.profile.id);
    const html = copyTo(copies, "bo@example.com").html;
    const pixel = pixelOf(html) ?? "";
    const [link] = trackedLinksOf(html);
    if (!link) throw new Error("no tracked link");
    const written = async (kind: string) =>
      (
        await server.context.db.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM email_events WHERE kind = $1 AND email = 'bo@example.com'",
          [kind],
        )
      )[0]?.count ?? 0;
    const opensBefore = await written("open");
    const clicksBefore = await written("click");
    for (let hitCount = 0; hitCount < TRACKED_HITS_PER_RECIPIENT + 5; hitCount++) {
      expect((await hit(pixel)).rawPayload.length).toBe(43);
      expect((await hit(link)).headers.location).toBe(TICKETS);
    }
    expect((await written("open")) - opensBefore).toBe(TRACKED_HITS_PER_RECIPIENT);
    expect((await written("click")) - clicksBefore).toBe(TRACKED_HITS_PER_RECIPIENT);
  });

  it("answers the GIF for any pixel, and records nothing for a forged one", async () => {
    const { id, copies } = await sendNewsletter(editorA, server.profile.id);
    const pixel = new URL(pixelOf(copyTo(copies, "ada@example.com").html) ?? "");
    const token = pixel.pathname.slice("/e/o/".length, -".gif".length);
    const [payload] = token.split(".");
    for (const forged of ["/e/o/nothing.gif", `/e/o/${payload}.forged-signature.gif`, `/e/o/${payload}.gif`]) {
      const answer = await hit(`http://localhost${forged}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/gif");
      expect(answer.rawPayload.length).toBe(43);
    }
    expect((await resultsOf(editorA, server.profile.id, id)).opened).toBe(0);
  });

  it("never redirects a link whose address or signature was changed, or that is not to a web page", async () => {
    const { id, copies } = await sendNewsletter(editorA, server.profile.id);
    const [link] = trackedLinksOf(copyTo(copies, "ada@example.com").html);
    if (!link) throw new Error("no tracked link");
    const token = link.pathname.slice("/e/c/".length);
    const secret = server.context.config.uploadSecret;
    const variant = (u: string | null, s: string | null) => {
      const changed = new URL(link);
      changed.search = "";
      if (u !== null) changed.searchParams.set("u", u);
      if (s !== null) changed.searchParams.set("s", s);
      return changed;
    };
    const signed = link.searchParams.get("s");
    const attempts = [
      variant("https://evil.example/", signed),
      variant(TICKETS, `${signed?.slice(0, -2)}AA`),
      variant(TICKETS, null),
      variant(null, signed),
      variant("javascript:alert(1)", signed),
      // Signed by this server, but not a web page: still never followed.
      variant("javascript:alert(1)", trackedLinkSignature(secret, token, "javascript:alert(1)")),
      // A signature of another link (another recipient's token) does not stand for this one.
      variant("https://evil.example/", trackedLinkSignature(secret, "someone-else", "https://evil.example/")),
      // bo's signature of the same address, on ada's token: each recipient's links are their own.
      variant(TICKETS, trackedLinksOf(copyTo(copies, "bo@example.com").html)[0]?.searchParams.get("s") ?? "none"),
    ];
    // Whoever follows it (a person, from their mail) reads the catalogue's words on a page, and goes nowhere.
    const words = [errorMessage("tracked_link_invalid", "unsigned"), errorMessage("tracked_link_invalid", "notWeb")];
    for (const [index, attempt] of attempts.entries()) {
      const answer = await hit(attempt, "text/html");
      expect(answer.statusCode, attempt.href).toBe(400);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.body).toContain(words[index === 5 ? 1 : 0]);
    }
    expect((await resultsOf(editorA, server.profile.id, id)).clicked).toBe(0);
  });
});
