import { expect, test } from "@playwright/test";
import { blockSettings, layer, openStudio, STUDIO_VIEWPORT, selectLayer, siteSettings, topBar } from "./editorHelpers";
import { expectNoSeriousViolations } from "./siteHelpers";

/**
 * axe finds no serious or critical violation in the studio: the workspace with a block's settings,
 * the site settings, and the media picker. Read-only: nothing is changed or saved.
 */
test.use({ viewport: STUDIO_VIEWPORT });

test("the studio has no serious accessibility violation in its workspace, site settings and media picker", async ({ page }) => {
  await openStudio(page);
  await selectLayer(layer(page, /^Text/).first());
  await expect(blockSettings(page).getByRole("textbox", { name: "Text", exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, "the studio with a Text selected");

  await topBar(page).getByRole("button", { name: "Site settings" }).click();
  await expect(siteSettings(page).getByText("This settings applies to all pages.")).toBeVisible();
  await expectNoSeriousViolations(page, "the site settings");

  await siteSettings(page)
    .getByRole("group", { name: "Logo" })
    .getByRole("button", { name: /^(Choose|Change) image$/ })
    .click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker.getByRole("button", { name: "Upload image" })).toBeVisible();
  await expect(picker.getByRole("list", { name: "Images" }).getByRole("button").first()).toBeVisible();
  await expectNoSeriousViolations(page, "the media picker");
});
