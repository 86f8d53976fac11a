import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioCommentPage, StudioPost } from "../../schema/api/studioPosts";
import type { Post } from "../../schema/entities/posts";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { oneOfEachBlocks, repeatedRichText } from "../../schema/richText/richContentTesting";
import { addPollVote } from "../data/posts";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };
const tiers = { bronze: "", gold: "" };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
  for (const [name, rank] of [
    ["bronze", 1],
    ["gold", 2],
  ] as const) {
    tiers[name] = newId();
    await server.context.db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ($1, $2, $3, $4)", [
      tiers[name],
      server.profile.id,
      name,
      rank,
    ]);
  }
}, 60_000);
afterAll(() => server.close());

const posts = (profileId = server.profile.id) => `/api/profiles/${profileId}/posts`;
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function upload(fileName: string, body: Buffer, contentType: string): Promise<string> {
  const presigned = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers: editor.headers,
    payload: { fileName, profileId: server.profile.id },
  });
  const { presignedUrl, remoteUrl } = presigned.json() as { presignedUrl: string; remoteUrl: string };
  const url = new URL(presignedUrl);
  const put = await server.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    headers: { "content-type": contentType },
    payload: body,
  });
  expect(put.statusCode).toBe(200);
  return remoteUrl;
}

async function send(
  method: "POST" | "PUT",
  body: object,
  { id, headers = editor.headers }: { id?: string; headers?: Record<string, string> } = {},
) {
  const response = await server.app.inject({ method, url: id ? `${posts()}/${id}` : posts(), headers, payload: body });
  return { status: response.statusCode, body: response.json() as StudioPost & { code?: string; message?: string } };
}

async function feed(headers: Record<string, string> = {}): Promise<Post[]> {
  const response = await server.app.inject({ url: `/api/public/posts?profileId=${server.profile.id}&limit=50`, headers });
  return (response.json() as { data: Post[] }).data;
}

const text = (caption: string, extra: object = {}) => ({
  type: "text",
  membershipTierId: null,
  captionRich: richTextFromPlainText(caption),
  ...extra,
});

describe("the artist's posts (issue 17)", () => {
  it("are written for a tier: its members read the rich caption and files (moved to private storage), others see it locked", async () => {
    const image = await upload("backstage.png", PNG, "image/png");
    const created = await send("POST", {
      type: "image",
      membershipTierId: tiers.gold,
      captionRich: richTextFromPlainText("Backstage in Lisbon"),
      media: [{ type: "image", url: image, name: "backstage.png", alt: "The band backstage" }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: "image",
      caption: "Backstage in Lisbon",
      membershipTierId: tiers.gold,
      status: "published",
    });
    const privateUrl = created.body.media[0]?.url ?? "";
    expect(privateUrl).toMatch(/^\/media\/private\//);
    // The public address of the file is gone.
    expect((await server.app.inject({ url: image })).statusCode).toBe(404);

    const bronze = await createFan(server, server.profile.id, { membershipTierId: tiers.bronze });
    const gold = await createFan(server, server.profile.id, { membershipTierId: tiers.gold });
    for (const headers of [{}, bronze.headers]) {
      const seen = (await feed(headers)).find((post) => post.id === created.body.id);
      expect(seen).toMatchObject({ hasAccess: false });
      expect(JSON.stringify(seen)).not.toMatch(/Lisbon|media/);
    }
    const member = (await feed(gold.headers)).find((post) => post.id === created.body.id);
    expect(member).toMatchObject({
      hasAccess: true,
      caption: "Backstage in Lisbon",
      captionRich: richTextFromPlainText("Backstage in Lisbon"),
    });
    expect(member?.media?.[0]?.url).toMatch(/\?expires=\d+&signature=/);
  });

  it("are scheduled: fans see nothing until the time comes, and an edit can bring it out now", async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await send("POST", text("Tour announcement", { publishAt: later }));
    expect(scheduled.body).toMatchObject({ status: "scheduled", createdAt: later });
    expect((await feed()).map((post) => post.id)).not.toContain(scheduled.body.id);
    const like = await server.app.inject({
      method: "POST",
      url: "/api/public/likes",
      headers: (await createFan(server, server.profile.id)).headers,
      payload: { entityId: scheduled.body.id, entityType: "post" },
    });
    expect(like.statusCode).toBe(404);
    const now = await send("PUT", text("Tour announcement", { publishAt: null }), { id: scheduled.body.id });
    expect(now.body.status).toBe("published");
    expect((await feed()).find((post) => post.id === scheduled.body.id)).toMatchObject({ caption: "Tour announcement" });
  });

  it("are drafts only the artist sees until published, and go back to drafts when unpublished", async () => {
    const fan = await createFan(server, server.profile.id);
    const draft = await send("POST", text("Unfinished tour notes", { status: "draft" }));
    expect(draft.body).toMatchObject({ status: "draft" });
    const studioList = await server.app.inject({ method: "GET", url: posts(), headers: editor.headers });
    expect((studioList.json() as { data: StudioPost[] }).data.map((post) => post.id)).toContain(draft.body.id);
    expect((await feed()).map((post) => post.id)).not.toContain(draft.body.id);
    const like = () =>
      server.app.inject({
        method: "POST",
        url: "/api/public/likes",
        headers: fan.headers,
        payload: { entityId: draft.body.id, entityType: "post" },
      });
    expect((await like()).statusCode).toBe(404);

    const status = (body: object, headers = editor.headers, profileId = server.profile.id) =>
      server.app.inject({ method: "PUT", url: `${posts(profileId)}/${draft.body.id}/status`, headers, payload: body });
    const later = new Date(Date.now() + 3600_000).toISOString();
    expect((await status({ status: "published", publishAt: later })).json()).toMatchObject({ status: "scheduled", createdAt: later });
    expect((await feed()).map((post) => post.id)).not.toContain(draft.body.id);
    const published = await status({ status: "published" });
    expect(published.json()).toMatchObject({ status: "published" });
    expect(Date.parse((published.json() as StudioPost).createdAt)).toBeLessThanOrEqual(Date.now());
    expect((await feed()).find((post) => post.id === draft.body.id)).toMatchObject({ caption: "Unfinished tour notes" });
    expect((await like()).statusCode).toBe(200);

    expect((await status({ status: "draft" })).json()).toMatchObject({ status: "draft" });
    expect((await feed()).map((post) => post.id)).not.toContain(draft.body.id);
    // A whole edit of a draft keeps it one unless it says otherwise.
    const edited = await send("PUT", text("Tour notes, nearly done", { status: "draft" }), { id: draft.body.id });
    expect(edited.body).toMatchObject({ status: "draft", caption: "Tour notes, nearly done" });
    expect((await feed()).map((post) => post.id)).not.toContain(draft.body.id);

    expect((await status({ status: "hidden" })).statusCode).toBe(400);
    expect((await status({ status: "published" }, otherEditor.headers, server.otherProfile.id)).statusCode).toBe(404);
    expect((await status({ status: "published" }, otherEditor.headers)).statusCode).toBe(403);
  });

  it("keep a poll's votes on the options kept through an edit", async () => {
    const poll = await send("POST", {
      type: "poll",
      membershipTierId: null,
      poll: { question: "Which city next?", options: [{ text: "Lisbon" }, { text: "Porto" }] },
    });
    const [lisbon, porto] = poll.body.poll?.options ?? [];
    const fan = await createFan(server, server.profile.id);
    await addPollVote(server.context.db, server.profile.id, {
      postId: poll.body.id,
      optionUid: lisbon?.uid ?? "",
      accountId: fan.account.id,
    });
    const edited = await send(
      "PUT",
      {
        type: "poll",
        membershipTierId: null,
        poll: { question: "Which city next?", options: [{ uid: lisbon?.uid, text: "Lisboa" }, { text: "Faro" }] },
      },
      { id: poll.body.id },
    );
    expect(edited.body.poll?.options.map((option) => [option.text, option.votes])).toEqual([
      ["Lisboa", 1],
      ["Faro", 0],
    ]);
    expect(edited.body.poll?.options.map((option) => option.uid)).not.toContain(porto?.uid);
  });

  it("refuse what is not a post, naming the problem", async () => {
    const otherTier = newId();
    await server.context.db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ($1, $2, 'Theirs', 1)", [
      otherTier,
      server.otherProfile.id,
    ]);
    expect((await send("POST", text("x", { membershipTierId: otherTier }))).body.message).toBe("This artist has no such membership tier.");
    expect((await send("POST", { ...text("x"), poll: { question: "Q?", options: [{ text: "a" }, { text: "b" }] } })).body.message).toBe(
      "A poll post has a question and options, and only a poll post has them.",
    );
    expect((await send("POST", { type: "poll", membershipTierId: null })).status).toBe(400);
    expect((await send("POST", { type: "image", membershipTierId: null })).body.message).toBe("This post shows an image: add one.");
    const widgets = await send("POST", { ...text("x"), captionRich: repeatedRichText(oneOfEachBlocks, 1) });
    expect(widgets.body.message).toMatch(/^A post's caption holds text/);
    const broken = await send("POST", { ...text("x"), captionRich: { root: { type: "root", children: "nope" } } });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toContain("/body/captionRich");
    const notUploaded = { type: "image", url: `/media/${server.otherProfile.id}/x-a.png`, name: "a.png" };
    expect((await send("POST", { type: "image", membershipTierId: null, media: [notUploaded] })).body.message).toBe(
      "This file was not uploaded to this site. Upload it first.",
    );
    const pdf = await upload("setlist.pdf", Buffer.from("%PDF-1.4\n%fake but sniffed as PDF\n"), "application/pdf");
    expect(
      (await send("POST", { type: "image", membershipTierId: null, media: [{ type: "image", url: pdf, name: "s.pdf" }] })).body.message,
    ).toBe("This file is a PDF document, not an image.");
    const documentPost = await send("POST", {
      type: "document",
      membershipTierId: null,
      media: [{ type: "document", url: pdf, name: "setlist.pdf", title: "Setlist" }],
    });
    expect(documentPost.status).toBe(201);
  });

  it("have comments the artist hides, shows again and deletes; fans see only the shown ones", async () => {
    const post = await send("POST", text("Thoughts?"));
    const fan = await createFan(server, server.profile.id);
    const comment = async (content: string) =>
      (
        await server.app.inject({
          method: "POST",
          url: "/api/public/comments",
          headers: fan.headers,
          payload: { entityId: post.body.id, entityType: "post", content },
        })
      ).json() as { id: string };
    const rude = await comment("Something rude");
    const kind = await comment("Lovely");
    const publicComments = async () =>
      (
        (
          await server.app.inject({ url: `/api/public/comments?profileId=${server.profile.id}&entityId=${post.body.id}&entityType=post` })
        ).json() as {
          data: { content: string }[];
        }
      ).data.map((c) => c.content);
    const moderation = `${posts()}/${post.body.id}/comments`;
    const hide = await server.app.inject({
      method: "PATCH",
      url: `${moderation}/${rude.id}`,
      headers: editor.headers,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(await publicComments()).toEqual(["Lovely"]);
    expect((await feed()).find((p) => p.id === post.body.id)?.comments).toBe(1);
    const listed = (await server.app.inject({ url: moderation, headers: editor.headers })).json() as StudioCommentPage;
    expect(listed.data.map((c) => [c.content, c.hidden, c.email])).toEqual([
      ["Lovely", false, fan.account.email],
      ["Something rude", true, fan.account.email],
    ]);
    await server.app.inject({ method: "PATCH", url: `${moderation}/${rude.id}`, headers: editor.headers, payload: { hidden: false } });
    expect(await publicComments()).toEqual(["Lovely", "Something rude"]);
    const gone = await server.app.inject({ method: "DELETE", url: `${moderation}/${kind.id}`, headers: editor.headers });
    expect(gone.statusCode).toBe(200);
    expect(await publicComments()).toEqual(["Something rude"]);
    const again = await server.app.inject({ method: "DELETE", url: `${moderation}/${kind.id}`, headers: editor.headers });
    expect(again.json()).toEqual({ code: "not_found", reason: "comment", message: "Comment not found." });
  });

  it("are listed (scheduled ones too), searched, and deleted with their files", async () => {
    const image = await upload("flyer.png", PNG, "image/png");
    const post = await send("POST", {
      type: "image",
      membershipTierId: tiers.gold,
      captionRich: richTextFromPlainText("Findable flyer"),
      media: [{ type: "image", url: image, name: "flyer.png" }],
    });
    const list = (await server.app.inject({ url: `${posts()}?search=findable`, headers: editor.headers })).json() as {
      total: number;
      data: StudioPost[];
    };
    expect(list.data.map((p) => p.caption)).toEqual(["Findable flyer"]);
    const file = post.body.media[0]?.url.replace("/media/", "") ?? "";
    expect(await server.context.storage.get(file)).not.toBeNull();
    const deleted = await server.app.inject({ method: "DELETE", url: `${posts()}/${post.body.id}`, headers: editor.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await server.context.storage.get(file)).toBeNull();
    expect((await server.app.inject({ method: "DELETE", url: `${posts()}/${post.body.id}`, headers: editor.headers })).statusCode).toBe(
      404,
    );
  });

  it("belong to their artist: another artist's editor, a fan and a visitor can neither read nor change them", async () => {
    const mine = await send("POST", text("Mine"));
    const fan = await createFan(server, server.profile.id);
    const url = `${posts()}/${mine.body.id}`;
    for (const headers of [otherEditor.headers, fan.headers, {}]) {
      for (const request of [
        { method: "GET" as const, url: posts() },
        { method: "POST" as const, url: posts(), payload: text("Theirs") },
        { method: "PUT" as const, url, payload: text("Theirs") },
        { method: "DELETE" as const, url },
        { method: "GET" as const, url: `${url}/comments` },
        { method: "PATCH" as const, url: `${url}/comments/abc`, payload: { hidden: true } },
        { method: "DELETE" as const, url: `${url}/comments/abc` },
      ]) {
        const response = await server.app.inject({ ...request, headers });
        expect([401, 403], `${request.method} ${request.url}`).toContain(response.statusCode);
      }
    }
    const theirs = await server.app.inject({
      method: "PUT",
      url: `${posts(server.otherProfile.id)}/${mine.body.id}`,
      headers: otherEditor.headers,
      payload: text("Theirs"),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
