import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { openSection, submitStudioLogin, uniqueName } from "./editorHelpers";

/** The header row of a Mailchimp export file kept with the importer's tests (its documented columns). */
const mailchimpHeader = (file: string) =>
  readFileSync(new URL(`../../server/imports/samples/${file}`, import.meta.url), "utf8").split("\n")[0] as string;

/** A Mailchimp export's file: its header, and a row per address with the columns before the first left blank. */
function mailchimpFile(file: string, rows: readonly { email: string; first: string; unsubTime?: string }[]): Buffer {
  const header = mailchimpHeader(file);
  const columns = header.split(",");
  const unsubAt = columns.indexOf("UNSUB_TIME");
  const lines = rows.map((row) => {
    const cells = columns.map(() => "");
    cells[0] = row.email;
    cells[1] = row.first;
    if (unsubAt >= 0) cells[unsubAt] = row.unsubTime ?? "2024-03-01 08:00:00";
    return cells.join(",");
  });
  return Buffer.from(`${header}\n${lines.join("\n")}\n`);
}

async function importFile(page: Page, name: string, buffer: Buffer, expected: string) {
  const panel = page.getByRole("region", { name: "Import from another platform" });
  await panel.getByLabel("Import an export file (CSV)").setInputFiles({ name, mimeType: "text/csv", buffer });
  const preview = panel.getByRole("status", { name: "Import preview" });
  await expect(preview).toContainText(expected);
  // The run is accepted at once (202) and written by the server's job, the Imports table polling its progress.
  const started = page.waitForResponse((response) => response.request().method() === "POST" && /\/imports$/.test(response.url()));
  await preview.getByRole("button", { name: "Import" }).click();
  expect((await started).status()).toBe(202);
  await expect(preview).toBeHidden();
}

test("an owner imports a Mailchimp export, previewed first, sees its subscribers with the unsubscribed marked, and undoes it", async ({
  page,
  request,
}, testInfo) => {
  const { owner } = demoCredentials();
  const login = await (await request.post("/api/editor/sessions", { data: owner })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const listName = uniqueName(testInfo, "Imported");
  expect((await request.post(`/api/profiles/${login.editor.profileId}/email-lists`, { headers, data: { name: listName } })).ok()).toBe(
    true,
  );
  const tag = listName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const kept = `kept-${tag}@example.com`;
  const left = `left-${tag}@example.com`;

  await submitStudioLogin(page, owner.email, owner.password, "/studio/settings");
  await openSection(page, "Settings");
  const panel = page.getByRole("region", { name: "Import from another platform" });
  await expect(panel).toContainText("CSV files up to 2 MB and 10,000 rows.");
  await panel.getByLabel("Email list").selectOption({ label: listName });
  await importFile(
    page,
    "subscribed_members_export.csv",
    mailchimpFile("mailchimp-subscribed.csv", [
      { email: kept, first: "Kept" },
      { email: "not-an-address", first: "Nobody" },
    ]),
    "2 rows; 1 person, 1 new subscriber",
  );
  await expect(panel.getByRole("status", { name: "Import preview" })).toBeHidden();
  await importFile(
    page,
    "unsubscribed_members_export.csv",
    mailchimpFile("mailchimp-unsubscribed.csv", [{ email: left, first: "Left" }]),
    "1 unsubscribed or bounced address (never mailed)",
  );
  const imports = panel.getByRole("table", { name: "Imports" });
  // Undo is offered once the job has written each import.
  await expect(imports.getByRole("button", { name: /^Undo the Mailchimp audience import/ })).toHaveCount(2);
  await expect(imports.getByText(/^Importing…/)).toHaveCount(0);

  // The list holds both, the one who unsubscribed on Mailchimp marked so (never mailed).
  await openSection(page, "Audience");
  await page.getByRole("button", { name: new RegExp(`^${listName} \\(`) }).click();
  const list = page.getByRole("region", { name: `List ${listName}` });
  await expect(list.getByRole("row").filter({ hasText: kept })).toContainText("Confirmed");
  await expect(list.getByRole("row").filter({ hasText: left })).toContainText("Unsubscribed");

  // Undoing both imports takes away what they added.
  await openSection(page, "Settings");
  for (const remaining of [1, 0]) {
    await imports
      .getByRole("button", { name: /^Undo the Mailchimp audience import/ })
      .first()
      .click();
    await page.getByRole("dialog", { name: "Undo this import?" }).getByRole("button", { name: "Undo import" }).click();
    await expect(page.getByRole("dialog", { name: "Undo this import?" })).toBeHidden();
    // The table shows the undo before the next one is clicked (else the same row's button, not yet refreshed, is clicked again).
    await expect(imports.getByRole("button", { name: /^Undo the Mailchimp audience import/ })).toHaveCount(remaining);
  }
  await expect(imports.getByRole("button", { name: /^Undo the Mailchimp audience import/ })).toHaveCount(0);
  await openSection(page, "Audience");
  await page.getByRole("button", { name: new RegExp(`^${listName} \\(`) }).click();
  await expect(list.getByRole("row").filter({ hasText: kept })).toHaveCount(0);
  await expect(list.getByRole("row").filter({ hasText: left })).toHaveCount(0);
});

/** A Patreon members export (its documented header) with a row per patron, the columns the importer reads filled. */
function patreonFile(rows: readonly { name: string; email: string; status: string; tier: string }[]): Buffer {
  const header = readFileSync(new URL("../../server/imports/samples/patreon-members.csv", import.meta.url), "utf8").split(
    "\n",
  )[0] as string;
  const columns = header.split(",");
  const lines = rows.map((row) => {
    const cells = columns.map(() => "");
    const set = (column: string, value: string) => {
      cells[columns.indexOf(column)] = value;
    };
    set("Name", row.name);
    set("Email", row.email);
    set("Patron Status", row.status);
    set("Tier", row.tier);
    set("Pledge Amount", "5.00");
    return cells.join(",");
  });
  return Buffer.from(`${header}\n${lines.join("\n")}\n`);
}

test("an owner imports Patreon members, maps their tiers in the preview, and each active patron is invited by email", async ({
  page,
  browser,
}, testInfo) => {
  const { owner } = demoCredentials();
  const tag = uniqueName(testInfo, "patron")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const patron = `${tag}-active@example.com`;
  const circle = `${tag}-circle@example.com`;
  const former = `${tag}-former@example.com`;
  const tierName = `Circle ${tag}`;

  await submitStudioLogin(page, owner.email, owner.password, "/studio/settings");
  await openSection(page, "Settings");
  const panel = page.getByRole("region", { name: "Import from another platform" });
  await panel.getByLabel("Email list").selectOption({ label: "No list: subscribe no one" });
  await panel.getByLabel("Import an export file (CSV)").setInputFiles({
    name: "patreon_members.csv",
    mimeType: "text/csv",
    buffer: patreonFile([
      { name: "Active Patron", email: patron, status: "Active patron", tier: "Supporter" },
      { name: "Circle Patron", email: circle, status: "Active patron", tier: tierName },
      { name: "Former Patron", email: former, status: "Former patron", tier: "Supporter" },
    ]),
  });
  const preview = panel.getByRole("status", { name: "Import preview" });
  await expect(preview).toContainText("(Patreon members): 3 rows; 3 people, 3 new fans, 1 membership, 1 former or declined patron");
  // Supporter finds the artist's tier of the same name; the other is mapped here, and the counts follow.
  const tiers = preview.getByRole("table", { name: "Patreon tiers" });
  await expect(tiers.getByLabel("Membership here for Supporter")).toHaveValue(/.+/);
  await expect(tiers.getByLabel(`Membership here for ${tierName}`)).toHaveValue("");
  await tiers.getByLabel(`Membership here for ${tierName}`).selectOption({ label: "Listener" });
  await expect(preview).toContainText("3 new fans, 2 memberships");

  const started = page.waitForResponse((response) => response.request().method() === "POST" && /\/imports$/.test(response.url()));
  await preview.getByRole("button", { name: "Import" }).click();
  expect((await started).status()).toBe(202);
  const imports = panel.getByRole("table", { name: "Imports" });
  const undo = imports.getByRole("button", { name: /^Undo the Patreon members import/ });
  await expect(undo).toHaveCount(1);

  // The invitation is in the artist's outbox, from the artist: the membership, complimentary until they subscribe here, and the link to set a password.
  const invitation = page.getByRole("button", { name: `Open “Your complimentary membership at The Lantern Coast” to ${patron}` });
  await expect(async () => {
    await openSection(page, "Orders");
    await openSection(page, "Outbox");
    await expect(invitation).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await invitation.click();
  await expect(
    page.getByText(/You have a complimentary Supporter membership at The Lantern Coast until you subscribe here\./).first(),
  ).toBeVisible();
  const link = page.getByText(/\/reset-password\//).first();
  // On the artist's own address, never the studio's or a bare host.
  await expect(link).toContainText(/https?:\/\/lantern-coast\.localhost(:\d+)?\/reset-password\/\S+/);
  // Kept for the patron, who sets a password through it below.
  const resetUrl = /https?:\/\/\S+\/reset-password\/\S+/.exec((await link.textContent()) ?? "")?.[0] ?? "";
  // The former patron is a fan without a membership, and gets no email.
  await expect(page.getByRole("button", { name: new RegExp(`to ${former}$`) })).toHaveCount(0);

  // The studio's Fans list marks the patron's membership complimentary, from Patreon.
  await openSection(page, "Audience");
  await page.getByRole("navigation", { name: "Audience" }).getByRole("button", { name: "Fans" }).click();
  await page.getByLabel("Find a fan").fill(patron);
  const fanRow = page.getByRole("row").filter({ hasText: patron });
  await expect(fanRow).toContainText("Complimentary");
  await expect(fanRow).toContainText("Imported from Patreon");

  // The patron sets a password through the invitation's link, sees their tier as complimentary, and subscribes to it.
  const fan = await (await browser.newContext()).newPage();
  await fan.goto(resetUrl);
  await fan.getByLabel("New password").fill("a patron's new tune 4");
  await fan.getByRole("button", { name: "Save and log in" }).click();
  await expect(fan).toHaveURL(/\/account$/);
  await fan.goto("/");
  const supporterCard = fan.getByRole("listitem").filter({ has: fan.getByRole("heading", { name: "Supporter", level: 3, exact: true }) });
  await expect(supporterCard.getByText("Complimentary membership")).toBeVisible();
  await supporterCard.getByRole("link", { name: "Subscribe" }).click();
  await expect(fan.getByRole("heading", { name: "Subscribe to Supporter" })).toBeVisible();
  await fan.getByRole("button", { name: /^Pay \$\d+\.\d\d a month$/ }).click();
  await fan.getByLabel("Card number").fill("4242 4242 4242 4242");
  await fan.getByRole("button", { name: /^Pay \$\d+\.\d\d a month$/ }).click();
  await expect(fan).toHaveURL(/\/membership\/checkout\/complete\?subscriptionId=sub_/);
  await expect(fan.getByRole("status")).toContainText("Supporter");
  await fan.context().close();

  // Now a paying member of the same tier in the studio: what they pay, no longer complimentary.
  await openSection(page, "Orders");
  await openSection(page, "Audience");
  await page.getByRole("navigation", { name: "Audience" }).getByRole("button", { name: "Fans" }).click();
  await page.getByLabel("Find a fan").fill(patron);
  await expect(fanRow).toContainText(/\$\d+\.\d\d\/month/);
  await expect(fanRow).toContainText(/Renews on /);
  await expect(fanRow).not.toContainText("Complimentary");

  // Undone as a whole: the fans it made who never signed in go with it (the patron, paying now, stays).
  await openSection(page, "Settings");
  await undo.click();
  await page.getByRole("dialog", { name: "Undo this import?" }).getByRole("button", { name: "Undo import" }).click();
  await expect(imports.getByRole("row").filter({ hasText: "Patreon members" }).first()).toContainText("Undone");
});
