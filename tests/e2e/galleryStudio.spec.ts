import { expect, test } from "@playwright/test";
import { addPage, blockSettings, openStudio, STUDIO_VIEWPORT, squarePng, toolboxItem, topBar } from "./editorHelpers";

/**
 * The Gallery block in the studio (issue 39, item 1): an artist adds one, uploads two photos
 * through Add picture, is told at Publish which picture needs alt text, describes both, makes it
 * a carousel, moves the second picture first, and publishes; fans see the pictures in that order.
 */
test.use({ viewport: STUDIO_VIEWPORT });

test("a Gallery block: pictures added in the media picker, alt text asked for at Publish, reordered, published", async ({
  page,
  browser,
}, testInfo) => {
  await openStudio(page);
  const { path } = await addPage(page, testInfo);
  await toolboxItem(page, "Gallery").click();
  const settings = blockSettings(page);
  await expect(settings.getByText("It has no pictures: add some from the media library.")).toBeVisible();

  for (const [name, colour] of [
    ["stage-left", [200, 40, 40]],
    ["stage-right", [40, 60, 200]],
  ] as const) {
    await settings.getByRole("button", { name: "Add picture" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image" });
    await picker
      .getByLabel("Upload image file")
      .setInputFiles({ name: `${name}.png`, mimeType: "image/png", buffer: squarePng(400, colour) });
    await expect(picker.getByRole("button", { name: name.replace("-", " "), pressed: true })).toBeVisible();
    await picker.getByRole("button", { name: "Select image" }).click();
    await expect(picker).toBeHidden();
  }
  await expect(settings.getByRole("group", { name: "Pictures (2)" })).toBeVisible();

  await topBar(page).getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("dialog", { name: "One block is not ready for fans" });
  await expect(dialog).toContainText("Picture 1 has no alt text: describe it.");
  await dialog.getByRole("button", { name: "Not yet" }).click();

  const picture = (n: number) => settings.getByRole("group", { name: new RegExp(`^Picture ${n} `) });
  await picture(1).getByLabel("Alt text").fill("The left of the stage");
  await picture(2).getByLabel("Alt text").fill("The right of the stage");
  await picture(2).getByLabel("Caption").fill("Encore");
  await settings.getByRole("button", { name: "Move up: Picture 2" }).click();
  await expect(picture(1).getByLabel("Alt text")).toHaveValue("The right of the stage");
  await settings.getByRole("radio", { name: "Carousel" }).check();
  await topBar(page).getByRole("button", { name: "Publish" }).click();
  await expect(topBar(page).getByText("Published")).toBeVisible();

  const fan = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const fanPage = await fan.newPage();
  await fanPage.goto(path);
  const strip = fanPage.locator(".bl-gallery--carousel");
  await expect(strip.locator("img")).toHaveCount(2);
  expect(await strip.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")))).toEqual([
    "The right of the stage",
    "The left of the stage",
  ]);
  await expect(strip.locator("figcaption")).toHaveText("Encore");
  await fan.close();
});
