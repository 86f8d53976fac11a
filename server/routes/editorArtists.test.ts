import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEditor } from "../data/editors";
import { hashPassword } from "../security/passwords";
import { createTestEditor, createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

const artistsOf = (profileId: string, headers: Record<string, string>) =>
  server.app.inject({ url: `/api/profiles/${profileId}/editor/artists`, headers: { ...headers, host: "localhost:3000" } });

describe("GET /profiles/:profileId/editor/artists (issue 31)", () => {
  it("lists the other artists the editor's email edits, each with its own studio's address; none for an editor of one", async () => {
    const { editor, headers } = await createTestEditor(server, server.profile.id);
    expect((await artistsOf(server.profile.id, headers)).json()).toEqual({ artists: [] });
    await createEditor(server.context.db, {
      profileId: server.otherProfile.id,
      email: editor.email.toUpperCase(),
      name: "Same Person",
      role: "editor",
      passwordHash: await hashPassword("another password"),
    });
    const answer = await artistsOf(server.profile.id, headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      artists: [{ name: server.otherProfile.name, studioUrl: `http://${OTHER_ARTIST_DOMAIN}:3000/studio` }],
    });
  });

  it("answers only the artist's own editors", async () => {
    const { headers } = await createTestEditor(server, server.otherProfile.id);
    expect((await artistsOf(server.profile.id, headers)).statusCode).toBe(403);
    expect((await artistsOf(server.profile.id, {})).statusCode).toBe(401);
  });
});
