import { expect, test } from "@playwright/test";
import { openSection, openStudio, STUDIO_VIEWPORT, squarePng, studioToast, uniqueName } from "./editorHelpers";

/**
 * The studio's Media section (issue 17): an upload with progress, its title, where it is used, and
 * its deletion once it is used nowhere.
 */

test.use({ viewport: STUDIO_VIEWPORT });

test("an image is uploaded, titled, found used nowhere and deleted", async ({ page }, testInfo) => {
  await openStudio(page);
  await openSection(page, "Media");
  await expect(page.getByRole("heading", { name: "Media", level: 1 })).toBeVisible();

  const name = uniqueName(testInfo, "poster");
  await page.getByLabel("Upload an image").setInputFiles({ name: `${name}.png`, mimeType: "image/png", buffer: squarePng(32) });
  // Once uploaded, the file is chosen: its panel shows its name and size.
  const panel = page.getByRole("region", { name: /^File / });
  await expect(panel).toContainText(`${name}.png`);
  await expect(studioToast(page, `${name}.png uploaded`)).toBeVisible();
  // Its title is made from the file's name (words for dashes).
  const title = name.replace(/-/g, " ");
  const tile = page.getByRole("list", { name: "Your media" }).getByRole("button", { name: new RegExp(`^${title}`) });
  await expect(tile).toHaveAttribute("aria-pressed", "true");
  await expect(tile).toContainText("KB");

  await panel.getByRole("button", { name: "Where is it used?" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Used nowhere" })).toHaveText("Used nowhere: it can be deleted.");

  await panel.getByRole("button", { name: "Delete file" }).click();
  await page
    .getByRole("dialog", { name: /^Delete ".+"\?$/ })
    .getByRole("button", { name: "Delete file" })
    .click();
  await expect(panel).toBeHidden();
  await expect(tile).toHaveCount(0);
  await expect(studioToast(page, `“${title}” deleted`)).toBeVisible();
});
