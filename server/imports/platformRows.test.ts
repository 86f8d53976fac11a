import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_PLATFORM_IMPORT_ROWS } from "../../schema/api/platformImports";
import { type ImportedPerson, readPlatformCsv } from "./platformRows";

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), "utf8");

function people(name: string): readonly ImportedPerson[] {
  const read = readPlatformCsv(sample(name), null);
  if (!read.ok) throw new Error(`${name}: ${read.reason}`);
  return read.people;
}

describe("readPlatformCsv", () => {
  it("recognises each platform's export from its header", () => {
    const platforms = Object.fromEntries(
      [
        "mailchimp-subscribed.csv",
        "mailchimp-unsubscribed.csv",
        "mailchimp-cleaned.csv",
        "substack-subscribers.csv",
        "bandcamp-mailing-list.csv",
        "bandcamp-sales.csv",
        "patreon-members.csv",
      ].map((name) => {
        const read = readPlatformCsv(sample(name), null);
        return [name, read.ok ? read.platform : read.reason];
      }),
    );
    expect(platforms).toEqual({
      "mailchimp-subscribed.csv": "mailchimp",
      "mailchimp-unsubscribed.csv": "mailchimp",
      "mailchimp-cleaned.csv": "mailchimp",
      "substack-subscribers.csv": "substack",
      "bandcamp-mailing-list.csv": "bandcampMailingList",
      "bandcamp-sales.csv": "bandcampSales",
      "patreon-members.csv": "patreon",
    });
  });

  it("reads a Mailchimp export: subscribed, unsubscribed and cleaned kept apart, addresses normalised, bad rows named", () => {
    const read = readPlatformCsv(sample("mailchimp-subscribed.csv"), "mailchimp");
    expect(read).toMatchObject({ ok: true, rows: 4, problems: [{ row: 5, message: '"not-an-address" is not an email address.' }] });
    expect(people("mailchimp-subscribed.csv").map((person) => [person.email, person.firstName, person.consent])).toEqual([
      ["ada.lovelace@example.com", "Ada", "subscribed"],
      ["grace@example.com", "Grace", "subscribed"],
      ["=cmd@example.com", "=HYPERLINK(1)", "subscribed"],
    ]);
    expect(people("mailchimp-unsubscribed.csv").map((person) => person.consent)).toEqual(["unsubscribed"]);
    expect(people("mailchimp-cleaned.csv").map((person) => person.consent)).toEqual(["cleaned"]);
  });

  it("reads a Substack export: a reader who turned emails off is never mailed", () => {
    const read = readPlatformCsv(sample("substack-subscribers.csv"), null);
    expect(read).toMatchObject({ ok: true, problems: [{ row: 5, message: "No address in this row." }] });
    expect(people("substack-subscribers.csv").map((person) => [person.email, person.consent])).toEqual([
      ["reader@example.com", "subscribed"],
      ["payer@example.com", "subscribed"],
      ["quiet@example.com", "unsubscribed"],
    ]);
  });

  it("reads a Bandcamp mailing list: names kept, a repeated address a problem", () => {
    const read = readPlatformCsv(sample("bandcamp-mailing-list.csv"), null);
    expect(read).toMatchObject({ ok: true, problems: [{ row: 4, message: "fan.one@example.com is already in a row above." }] });
    expect(people("bandcamp-mailing-list.csv").map((person) => [person.email, person.firstName, person.lastName])).toEqual([
      ["fan.one@example.com", "Fan", "One"],
      ["fan.two@example.com", "Fan", "Two"],
    ]);
  });

  it("reads a Bandcamp sales report as purchase history: payouts skipped, amounts in cents, buyers not subscribed", () => {
    const read = readPlatformCsv(sample("bandcamp-sales.csv"), null);
    expect(read).toMatchObject({ ok: true, rows: 5, problems: [{ row: 5, message: 'The amount "abc" is not a number.' }] });
    const buyers = people("bandcamp-sales.csv");
    expect(buyers.map((person) => [person.email, person.firstName, person.consent, person.purchase])).toEqual([
      [
        "chris@example.com",
        "Chris",
        "none",
        { itemName: "Greatest Hits", itemType: "album", currency: "USD", amountCents: 1099, quantity: 1, purchasedAt: "1/4/24 11:22pm" },
      ],
      [
        "dana@example.com",
        "Dana",
        "none",
        { itemName: "Single", itemType: "track", currency: "EUR", amountCents: 200, quantity: 2, purchasedAt: "1/5/24 9:00am" },
      ],
      [
        "chris@example.com",
        "Chris",
        "none",
        { itemName: "Tour Shirt", itemType: "package", currency: "USD", amountCents: 2000, quantity: 1, purchasedAt: "1/8/24 10:00am" },
      ],
    ]);
  });

  it("reads a Patreon export: active patrons keep their tier, former and declined patrons none", () => {
    expect(
      people("patreon-members.csv").map((person) => [person.email, person.firstName, person.tier, person.lapsed, person.consent]),
    ).toEqual([
      ["pat@example.com", "Pat", "Supporter", false, "none"],
      ["gold@example.com", "Gold", "Gold Circle", false, "none"],
      ["former@example.com", "Former", null, true, "none"],
      ["odd@example.com", "Odd", "Mystery Tier", false, "none"],
      ["declined@example.com", "Dee", null, true, "none"],
    ]);
  });

  it("refuses a file it cannot read: no known header, a chosen platform's columns missing, too many rows", () => {
    expect(readPlatformCsv("a,b\n1,2\n", null)).toEqual({ ok: false, reason: "unknownFormat", missing: [] });
    expect(readPlatformCsv(sample("substack-subscribers.csv"), "patreon")).toMatchObject({
      ok: false,
      reason: "wrongColumns",
      missing: ["name", "patron status", "pledge amount", "tier"],
    });
    const long = `email,active_subscription,expiry,plan,email_disabled,created_at\n${"a@example.com,false,,,false,\n".repeat(MAX_PLATFORM_IMPORT_ROWS + 1)}`;
    expect(readPlatformCsv(long, null)).toEqual({ ok: false, reason: "tooManyRows", missing: [] });
  });
});
