import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { openSection, openStudio, STUDIO_VIEWPORT, uniqueName } from "./editorHelpers";
import { expectSoundAtEveryWidth } from "./overflowWalker";

/**
 * The studio's Audience section (issue 17): an artist makes a list, imports addresses and names
 * from a CSV after a preview that names the rows it cannot take and the columns it reads and
 * ignores (issue 34), finds one by name and removes it, exports the list as CSV, and deletes the
 * list. A list of its own: the demo's list is other tests'.
 */

test.use({ viewport: STUDIO_VIEWPORT });

test("an email list is made, filled from a CSV after a preview, searched, exported as CSV and deleted", async ({ page }, testInfo) => {
  await openStudio(page);
  await openSection(page, "Audience");
  await expect(page.getByRole("heading", { name: "Email lists", level: 1 })).toBeVisible();

  const name = uniqueName(testInfo, "Street team");
  await page.getByLabel("New list").fill(name);
  await page.getByRole("button", { name: "Make list" }).click();
  await page
    .getByRole("list", { name: "Your email lists" })
    .getByRole("button", { name: `${name} (0)` })
    .click();
  const panel = page.getByRole("region", { name: `List ${name}` });
  await expect(panel.getByText("No one is on this list yet.")).toBeVisible();

  // The preview names what it cannot take and which columns it reads; nothing is added until the artist says so.
  const csv = "Email Address,First Name,Last Name,City\nann@example.com,Ann,Ash,Oslo\nBEN@example.com,Ben,,Rome\nnot-an-address,Cy,,\n";
  await panel
    .getByLabel("Import addresses from a CSV file")
    .setInputFiles({ name: "fans.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const preview = panel.getByRole("status").filter({ hasText: "fans.csv" });
  await expect(preview).toContainText("fans.csv: 3 rows; 2 new addresses to add, 0 already on the list, 1 row without an address.");
  await expect(preview.getByRole("list", { name: "Rows not imported" })).toHaveText('Row 4: "not-an-address" is not an email address.');
  await expect(preview).toContainText("Using: Email (Email Address), First name (First Name), Last name (Last Name). Ignoring: City.");
  await expectSoundAtEveryWidth(page, "the import preview naming rows not imported");
  await expect(panel.getByText("No one is on this list yet.")).toBeVisible();
  await preview.getByRole("button", { name: "Add 2 addresses" }).click();
  await expect(panel.getByText("2 addresses were added.")).toBeVisible();
  await expect(panel.getByRole("cell", { name: "ben@example.com", exact: true })).toBeVisible();
  await expect(panel.getByRole("cell", { name: "Ann Ash", exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your email lists" }).getByRole("button", { name: `${name} (2)` })).toBeVisible();

  // Found by part of the name, and removed.
  await panel.getByLabel("Find an address or a name").fill("ash");
  await expect(panel.getByRole("cell", { name: "ben@example.com", exact: true })).toHaveCount(0);
  await panel.getByRole("button", { name: "Remove ann@example.com" }).click();
  await expect(panel.getByText("No address or name holds that.")).toBeVisible();

  // Exported as CSV: a header and a row per address, with the names.
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Export CSV" }).click()]);
  const exported = await readFile(await download.path(), "utf8");
  expect(exported.split("\r\n")[0]).toBe("email,joined_at,first_name,last_name");
  expect(exported).toMatch(/^ben@example\.com,[^,]+,Ben,\r?$/m);
  expect(exported).not.toContain("ann@example.com");

  await panel.getByRole("button", { name: "Delete list" }).click();
  await page.getByRole("dialog", { name: "Delete this list?" }).getByRole("button", { name: "Delete list" }).click();
  await expect(page.getByRole("list", { name: "Your email lists" }).getByRole("button", { name: new RegExp(`^${name} `) })).toHaveCount(0);
});
