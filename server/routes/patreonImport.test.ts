import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformImportResult, PlatformImportSummary } from "../../schema/api/platformImports";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import { findAccountByEmail, setMembership } from "../data/accounts";
import { findPasswordReset } from "../data/passwordResets";
import { createSession } from "../data/sessions";
import { createTier } from "../data/tiers";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * A Patreon members export (issue 40, item 3): its patrons become fans, each tier mapped to one of
 * the artist's, complimentary until they subscribe here, invited by email; undone as a whole.
 */
let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
let supporter: { id: string };
let gold: { id: string };
const base = () => `/api/profiles/${server.profile.id}/imports`;
const csv = readFileSync(new URL("../imports/samples/patreon-members.csv", import.meta.url), "utf8");
const post = (payload: object) => server.app.inject({ method: "POST", url: base(), headers: owner.headers, payload });
const account = (email: string) => findAccountByEmail(server.context.db, server.profile.id, email);
const fanCount = async () =>
  (await server.context.db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts WHERE profile_id = $1", [server.profile.id]))[0]
    ?.n;

beforeAll(async () => {
  server = await createTestServer("pglite");
  owner = await createTestEditor(server, server.profile.id);
  const db = server.context.db;
  supporter = await createTier(db, { profileId: server.profile.id, name: "supporter", priceMonthly: 5 });
  gold = await createTier(db, { profileId: server.profile.id, name: "Gold", priceMonthly: 20 });
  // Fans here already: one without a membership, one a member of Gold.
  await createFan(server, server.profile.id, { email: "gold@example.com" });
  await createFan(server, server.profile.id, { email: "odd@example.com", membershipTierId: gold.id });
}, 180_000);
afterAll(() => server.close());

const mapping = () => [
  { name: "Gold Circle", tierId: gold.id },
  { name: "Mystery Tier", tierId: supporter.id },
];

/** The artist's membership events of `type` written for integrators: whose, how and which tier. */
async function memberEvents(type: string) {
  const rows = await server.context.db.query<{ payload: { data: { email: string; via: string; tierId: string } } }>(
    "SELECT payload FROM webhook_events WHERE profile_id = $1 AND type = $2 ORDER BY created_at, id",
    [server.profile.id, type],
  );
  return rows.map(({ payload }) => ({ email: payload.data.email, via: payload.data.via, tierId: payload.data.tierId }));
}

describe("a Patreon import", () => {
  it("previews each Patreon tier with its patrons and the tier they get, and the former patrons, writing nothing", async () => {
    const before = await fanCount();
    const preview = await post({ csv, run: false });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<PlatformImportResult>()).toMatchObject({
      platform: "patreon",
      rows: 5,
      problems: [],
      importId: null,
      // Supporter finds the artist's tier of the same name; the others none until mapped.
      tiers: [
        { name: "Supporter", members: 1, tierId: supporter.id },
        { name: "Gold Circle", members: 1, tierId: null },
        { name: "Mystery Tier", members: 1, tierId: null },
      ],
      counts: { people: 5, existingFans: 2, newFans: 3, memberships: 1, formerMembers: 2 },
    });
    const mapped = await post({ csv, run: false, tiers: mapping() });
    // odd@ is a member here already: never given a second membership.
    expect(mapped.json<PlatformImportResult>().counts).toMatchObject({ memberships: 2 });
    expect(await fanCount()).toBe(before);
  });

  it("refuses to map a tier that is not the artist's, as not found", async () => {
    const theirs = await createTier(server.context.db, { profileId: server.otherProfile.id, name: "Theirs" });
    const refused = await post({ csv, run: true, tiers: [{ name: "Gold Circle", tierId: theirs.id }] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: "not_found" });
    expect(await account("pat@example.com")).toBeNull();
  });

  it("makes fans without a password, gives mapped patrons their tier, invites them, and is not repeated by a second run", async () => {
    const sentBefore = server.mail.length;
    const started = await post({ csv, run: true, tiers: mapping() });
    expect(started.statusCode).toBe(202);
    const first = started.json<PlatformImportResult>().importId as string;

    const pat = await account("pat@example.com");
    expect(pat).toMatchObject({ passwordHash: "", account: { membership: { membershipTierId: supporter.id } } });
    expect((await account("gold@example.com"))?.account.membership.membershipTierId).toBe(gold.id);
    expect((await account("odd@example.com"))?.account.membership.membershipTierId).toBe(gold.id);
    for (const email of ["former@example.com", "declined@example.com"])
      expect((await account(email))?.account.membership.membershipTierId).toBeNull();
    // Integrators hear of each complimentary membership begun, as of any other.
    expect(await memberEvents("member.joined")).toEqual(
      expect.arrayContaining([
        { email: "pat@example.com", via: "import", tierId: supporter.id },
        { email: "gold@example.com", via: "import", tierId: gold.id },
      ]),
    );

    // Invitations: the new member with a link to set a password, the fan here with their new membership; former patrons none.
    const sent = server.mail.slice(sentBefore);
    expect(sent.map((message) => message.to).sort()).toEqual(["gold@example.com", "pat@example.com"]);
    const origin = await siteOriginOfProfile(server.context, server.profile.id);
    const invitation = sent.find((message) => message.to === "pat@example.com");
    expect(invitation).toMatchObject({ subject: `Your complimentary membership at ${server.profile.name}`, fromName: server.profile.name });
    expect(invitation?.text).toContain(`You have a complimentary supporter membership at ${server.profile.name} until you subscribe here.`);
    const link = invitation?.text.match(/(\S+)\/reset-password\/(\S+)/u);
    expect(link?.[1]).toBe(origin);
    expect(await findPasswordReset(server.context.db, server.profile.id, decodeURIComponent(link?.[2] ?? ""))).toMatchObject({
      ok: true,
      email: "pat@example.com",
    });
    const linked = sent.find((message) => message.to === "gold@example.com");
    expect(linked?.text).toContain("complimentary Gold membership");
    expect(linked?.text).toContain(`${origin}/login`);
    expect(linked?.text).not.toContain("reset-password");

    // The studio's fans list marks them complimentary, from Patreon; odd@'s Gold, given by hand, from nowhere (issue 40).
    const fansPage = async (tier: string) =>
      (await server.app.inject({ url: `/api/profiles/${server.profile.id}/fans?tier=${tier}`, headers: owner.headers })).json<{
        data: { email: string; complimentary?: unknown }[];
      }>().data;
    expect((await fansPage("complimentary")).map(({ email, complimentary }) => ({ email, complimentary }))).toEqual(
      expect.arrayContaining([
        { email: "pat@example.com", complimentary: { importedFrom: "patreon" } },
        { email: "gold@example.com", complimentary: { importedFrom: "patreon" } },
        { email: "odd@example.com", complimentary: { importedFrom: null } },
      ]),
    );
    expect((await fansPage("none")).some((fan) => "complimentary" in fan)).toBe(false);

    // The same file again: everyone is linked, no one made twice, given a second membership or mailed again.
    const fans = await fanCount();
    const again = await post({ csv, run: true, tiers: mapping() });
    expect(again.json<PlatformImportResult>().counts).toMatchObject({ newFans: 0, memberships: 0, existingFans: 5 });
    expect(await fanCount()).toBe(fans);
    expect(server.mail.length).toBe(sentBefore + 2);

    // pat signs in; gold's fan moves to another tier: both theirs now. Undo removes the rest.
    await createSession(server.context.db, server.profile.id, { kind: "fan", accountId: pat?.account.id as string });
    await setMembership(
      server.context.db,
      server.profile.id,
      (await account("gold@example.com"))?.account.id as string,
      supporter.id,
      "studio",
    );
    const undone = await server.app.inject({ method: "POST", url: `${base()}/${first}/undo`, headers: owner.headers });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<PlatformImportSummary>()).toMatchObject({ undoneAt: expect.any(String), kept: { fans: 1, memberships: 1 } });
    expect(await account("former@example.com")).toBeNull();
    expect(await account("declined@example.com")).toBeNull();
    expect((await account("pat@example.com"))?.account.membership.membershipTierId).toBeNull();
    expect((await account("gold@example.com"))?.account.membership.membershipTierId).toBe(supporter.id);
    expect((await account("odd@example.com"))?.account.membership.membershipTierId).toBe(gold.id);
    const listed = (await server.app.inject({ url: base(), headers: owner.headers })).json<PlatformImportSummary[]>();
    expect(listed.find((each) => each.id === first)?.kept).toEqual({ fans: 1, memberships: 1 });
    expect(await memberEvents("member.cancelled")).toEqual([{ email: "pat@example.com", via: "import", tierId: supporter.id }]);
  });
});
