import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriberImportResult, SubscriberPage } from "../../schema/api/emailLists";
import { addSubscribers } from "../data/audience";
import { saveDocument } from "../data/documents";
import { confirmSubscription, joinEmailList } from "../data/emailLists";
import { listRecipientsOfList } from "../data/newsletterAudience";
import { suppress } from "../data/suppressions";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

const lists = (profileId = server.profile.id) => `/api/profiles/${profileId}/email-lists`;
const inject = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = editor.headers) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function newList(name: string): Promise<string> {
  const created = await inject("POST", lists(), { name });
  expect(created.statusCode).toBe(201);
  return (created.json() as { id: string }).id;
}

describe("the artist's email lists and subscribers (issue 17)", () => {
  it("are made, counted, searched, exported as CSV, and have addresses removed", async () => {
    const id = await newList("Newsletter");
    await addSubscribers(server.context.db, server.profile.id, id, ["ann@example.com", "ben@example.com", "=cmd@example.com"]);
    const counted = (await inject("GET", lists())).json() as { id: string; subscribers: number }[];
    expect(counted.find((list) => list.id === id)?.subscribers).toBe(3);

    const found = (await inject("GET", `${lists()}/${id}/subscribers?search=BEN`)).json() as SubscriberPage;
    expect(found).toMatchObject({ total: 1, data: [{ email: "ben@example.com" }] });
    const paged = (await inject("GET", `${lists()}/${id}/subscribers?limit=2`)).json() as SubscriberPage;
    expect(paged.total).toBe(3);
    expect(paged.data).toHaveLength(2);

    const csv = await inject("GET", `${lists()}/${id}/subscribers.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="Newsletter.csv"');
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,joined_at,first_name,last_name");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[0])
        .sort(),
    ).toEqual(["'=cmd@example.com", "ann@example.com", "ben@example.com"]);

    expect((await inject("DELETE", `${lists()}/${id}/subscribers?email=Ann@Example.com`)).statusCode).toBe(200);
    expect((await inject("DELETE", `${lists()}/${id}/subscribers?email=ann@example.com`)).json()).toEqual({
      code: "not_found",
      reason: "subscriber",
      message: "This address is not on the list.",
    });
  });

  it("imports a CSV: a preview names each bad row and counts what would be added, then applying adds only the new addresses", async () => {
    const id = await newList("Imported");
    await addSubscribers(server.context.db, server.profile.id, id, ["old@example.com"]);
    const csv =
      'Name,Email\r\n"Doe, Ann",ANN@example.com\r\nBen,not-an-address\r\nOld,old@example.com\r\nAnn again,ann@example.com\r\nNo one,\r\n';
    const preview = (await inject("POST", `${lists()}/${id}/subscribers/import`, { csv, apply: false })).json() as SubscriberImportResult;
    expect(preview).toEqual({
      rows: 5,
      toAdd: 1,
      alreadySubscribed: 1,
      applied: false,
      errors: [
        { row: 3, message: '"not-an-address" is not an email address.' },
        { row: 5, message: "ann@example.com is already in a row above." },
        { row: 6, message: "No address in this row." },
      ],
      columns: {
        used: [
          { column: 1, header: "Name", use: "fullName" },
          { column: 2, header: "Email", use: "email" },
        ],
        ignored: [],
      },
    });
    expect(((await inject("GET", `${lists()}/${id}/subscribers`)).json() as SubscriberPage).total).toBe(1);
    const applied = (await inject("POST", `${lists()}/${id}/subscribers/import`, { csv, apply: true })).json() as SubscriberImportResult;
    expect(applied).toMatchObject({ toAdd: 1, applied: true });
    expect(((await inject("GET", `${lists()}/${id}/subscribers`)).json() as SubscriberPage).data.map((row) => row.email).sort()).toEqual([
      "ann@example.com",
      "old@example.com",
    ]);
    // A file without a header reads its first column.
    const bare = (
      await inject("POST", `${lists()}/${id}/subscribers/import`, { csv: "cat@example.com\ndog@example.com\n", apply: false })
    ).json();
    expect(bare).toMatchObject({ rows: 2, toAdd: 2, errors: [] });
  });

  it("keeps the names a CSV gives (issue 34): said in the preview, shown, searched, exported, never emptied by a later import", async () => {
    const id = await newList("Named");
    const { db } = server.context;
    await addSubscribers(db, server.profile.id, id, [{ email: "old@example.com", firstName: "Olga", lastName: "Old" }]);
    const csv =
      "Email Address,First Name,LNAME,Phone,City\nada@example.com,  Ada ,<b>Lovelace</b>,555,London\nold@example.com,,,1,Paris\nbo@example.com,Bo,,2,\n";
    const preview = (await inject("POST", `${lists()}/${id}/subscribers/import`, { csv, apply: false })).json() as SubscriberImportResult;
    expect(preview).toMatchObject({ rows: 3, toAdd: 2, alreadySubscribed: 1, errors: [] });
    expect(preview.columns).toEqual({
      used: [
        { column: 1, header: "Email Address", use: "email" },
        { column: 2, header: "First Name", use: "firstName" },
        { column: 3, header: "LNAME", use: "lastName" },
      ],
      ignored: [
        { column: 4, header: "Phone" },
        { column: 5, header: "City" },
      ],
    });
    expect((await inject("POST", `${lists()}/${id}/subscribers/import`, { csv, apply: true })).json()).toMatchObject({ toAdd: 2 });
    // A later file renames an address it names, and leaves the name it does not give.
    const renamed = await inject("POST", `${lists()}/${id}/subscribers/import`, {
      csv: "email,first name\nbo@example.com,Bob\n",
      apply: true,
    });
    expect(renamed.json()).toMatchObject({ toAdd: 0, alreadySubscribed: 1 });

    const names = async (search = "") => {
      const page = (await inject("GET", `${lists()}/${id}/subscribers?search=${search}`)).json() as SubscriberPage;
      return Object.fromEntries(page.data.map((row) => [row.email, [row.firstName, row.lastName]]));
    };
    expect(await names()).toEqual({
      "ada@example.com": ["Ada", "Lovelace"],
      "old@example.com": ["Olga", "Old"],
      "bo@example.com": ["Bob", ""],
    });
    expect(await names("LOVE")).toEqual({ "ada@example.com": ["Ada", "Lovelace"] });
    const exported = (await inject("GET", `${lists()}/${id}/subscribers.csv`)).body.trimEnd().split("\r\n");
    expect(exported.map((line) => line.replace(/,[^,]*T[^,]*Z,/, ",…,"))).toEqual([
      "email,joined_at,first_name,last_name",
      "old@example.com,…,Olga,Old",
      "ada@example.com,…,Ada,Lovelace",
      "bo@example.com,…,Bob,",
    ]);
    // A newsletter's first-name field greets them by the imported name.
    const recipients = await listRecipientsOfList(db, server.profile.id, id, []);
    expect(Object.fromEntries(recipients.map((recipient) => [recipient.email, recipient.firstName]))).toEqual({
      "ada@example.com": "Ada",
      "bo@example.com": "Bob",
      "old@example.com": "Olga",
    });
  });

  it("renames and deletes a list, but not one a page's Email-list block joins fans to", async () => {
    const id = await newList("Tour alerts");
    expect((await inject("PUT", `${lists()}/${id}`, { name: "Tour news" })).statusCode).toBe(200);
    await saveDocument(server.context.db, server.profile.id, {
      schemaVersion: 2,
      kind: "page",
      id: "signup",
      title: "Sign up",
      path: "/sign-up",
      root: { id: "root", type: "Container", props: {}, children: [{ id: "form", type: "EmailList", props: { emailListId: id } }] },
    } as never);
    const refused = await inject("DELETE", `${lists()}/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The page "Sign up" has an Email-list block for this list: choose another list there first.',
    });
    const free = await newList("Unused");
    expect((await inject("DELETE", `${lists()}/${free}`)).statusCode).toBe(200);
    expect((await inject("GET", `${lists()}/${free}/subscribers`)).statusCode).toBe(404);
  });

  it("show each subscriber's status and count those confirmed and pending (issue 19); the studio's own additions are confirmed", async () => {
    const id = await newList("Statuses");
    const { db } = server.context;
    await addSubscribers(db, server.profile.id, id, ["added@example.com", "gone@example.com", "spam@example.com", "left@example.com"]);
    await joinEmailList(db, server.profile.id, id, "pending@example.com", new Date());
    const joined = await joinEmailList(db, server.profile.id, id, "joined@example.com", new Date());
    if (joined.outcome === "joined") await confirmSubscription(db, server.profile.id, joined.confirmToken, new Date());
    await suppress(db, server.profile.id, "gone@example.com", "bounce", new Date());
    await suppress(db, server.profile.id, "spam@example.com", "complaint", new Date());
    await suppress(db, server.profile.id, "left@example.com", "unsubscribed", new Date());
    // Another artist's suppression of an address says nothing here.
    await suppress(db, server.otherProfile.id, "added@example.com", "unsubscribed", new Date());

    const page = (await inject("GET", `${lists()}/${id}/subscribers`)).json() as SubscriberPage;
    expect(Object.fromEntries(page.data.map((row) => [row.email, row.status]))).toEqual({
      "added@example.com": "confirmed",
      "joined@example.com": "confirmed",
      "pending@example.com": "pending",
      "gone@example.com": "bounced",
      "spam@example.com": "complained",
      "left@example.com": "unsubscribed",
    });
    const counted = (await inject("GET", lists())).json() as { id: string; subscribers: number; confirmed: number; pending: number }[];
    expect(counted.find((list) => list.id === id)).toMatchObject({ subscribers: 6, confirmed: 2, pending: 1 });
    const created = await inject("POST", lists(), { name: "Empty" });
    expect(created.json()).toMatchObject({ name: "Empty", subscribers: 0, confirmed: 0, pending: 0 });
  });

  it("belong to their artist: another artist's editor and a fan can neither read nor change them", async () => {
    const id = await newList("Private");
    await addSubscribers(server.context.db, server.profile.id, id, ["secret@example.com"]);
    for (const [method, url, payload] of [
      ["GET", `${lists()}/${id}/subscribers`, undefined],
      ["GET", `${lists()}/${id}/subscribers.csv`, undefined],
      ["POST", `${lists()}/${id}/subscribers/import`, { csv: "x@example.com", apply: true }],
      ["DELETE", `${lists()}/${id}`, undefined],
    ] as const)
      expect((await inject(method, url, payload, otherEditor.headers)).statusCode, `${method} ${url}`).toBe(403);
    // Through the other artist's own address, the list is not theirs.
    expect((await inject("GET", `${lists(server.otherProfile.id)}/${id}/subscribers`, undefined, otherEditor.headers)).statusCode).toBe(
      404,
    );
    const fan = await createFan(server, server.profile.id);
    expect((await inject("GET", `${lists()}/${id}/subscribers`, undefined, fan.headers)).statusCode).toBe(403);
  });
});
