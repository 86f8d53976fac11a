import { expect, test } from "@playwright/test";
import { openStudio, siteSettings, topBar, uniqueName } from "./editorHelpers";
import { expectNoSeriousViolations } from "./siteHelpers";

/**
 * Redirects (issue 39, item 7): an artist who moved from another site adds one old path by hand
 * and imports others from a file (previewed first) in Site settings › Redirects; a fan following
 * an old link lands on the new page, query kept. The redirects are removed at the end.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("an old path added in Site settings › Redirects, and others imported from a file, send fans to the new pages", async ({
  page,
}, testInfo) => {
  const old = `/${uniqueName(testInfo, "old-tour")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")}`;
  await openStudio(page);
  await topBar(page).getByRole("button", { name: "Site settings" }).click();
  const redirects = siteSettings(page).getByRole("region", { name: "Redirects", exact: true });
  await expect(redirects.getByText("Loading your redirects…")).toBeHidden();

  await redirects.getByLabel("Old path", { exact: true }).fill(`${old}/`);
  await redirects.getByLabel("New path", { exact: true }).fill("/music");
  await redirects.getByRole("button", { name: "Add redirect" }).click();
  await expect(redirects.getByRole("status")).toHaveText(`${old} now redirects to /music.`);
  await expect(redirects.getByRole("row", { name: new RegExp(`^${old} /music 301`) })).toBeVisible();

  await redirects.getByLabel("Import redirects from a file").setInputFiles({
    name: "old-site.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `Old URL,New URL,Type\nhttps://old.example${old}-a,/events,302\n${old}-b -> /music 301\n${old}-c,//elsewhere.example/\n`,
    ),
  });
  const preview = redirects.getByRole("region", { name: "Redirects to import" });
  await expect(preview).toContainText("3 rows read: 2 redirects to add, 0 redirects to replace, 1 row to look at.");
  await expect(preview).toContainText("Row 4: The new path must be a page of your own site");
  await expectNoSeriousViolations(page, "Site settings › Redirects with a file's preview");
  await preview.getByRole("button", { name: "Import 2 redirects" }).click();
  await expect(redirects.getByRole("status")).toHaveText("2 redirects added, 0 redirects replaced.");
  await expect(redirects.getByRole("row", { name: new RegExp(`^${old}-a /events 302`) })).toBeVisible();

  // A fan follows an old link: the site sends them on, query and all.
  const fan = await page.context().newPage();
  await fan.goto(`${old}?ref=newsletter`);
  await expect(fan).toHaveURL(/\/music\?ref=newsletter$/);
  await expect(fan.getByRole("heading", { level: 1 })).toBeVisible();
  await fan.close();

  for (const path of [old, `${old}-a`, `${old}-b`]) {
    await redirects.getByRole("button", { name: `Remove the redirect from ${path}`, exact: true }).click();
    await expect(redirects.getByRole("status")).toHaveText(`The redirect from ${path} was removed.`);
  }
});
