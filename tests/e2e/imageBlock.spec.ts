import { expect, test } from "@playwright/test";
import { addPage, blockSettings, openStudio, STUDIO_VIEWPORT, squarePng, toolboxItem, topBar } from "./editorHelpers";
import { expectNoSeriousViolations, pageWidths, WIDTHS } from "./siteHelpers";

/**
 * The Image block (issue 39, items 1 and 2): an artist adds one, uploads a photo in the media
 * picker, is told at Publish that it needs alt text, describes it, crops it and publishes; fans see
 * it at a size the server made (AVIF in Chromium), with nothing overflowing at any width and
 * nothing axe calls serious.
 */
test.use({ viewport: STUDIO_VIEWPORT });

test("an Image block: uploaded, alt text asked for at Publish, cropped, published at the server's sizes", async ({
  page,
  browser,
}, testInfo) => {
  await openStudio(page);
  const { path } = await addPage(page, testInfo);
  await toolboxItem(page, "Image").click();
  const settings = blockSettings(page);

  await test.step("upload a photo in the media picker", async () => {
    await settings.getByRole("button", { name: "Choose image" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image" });
    await picker.getByLabel("Upload image file").setInputFiles({ name: "crowd-shot.png", mimeType: "image/png", buffer: squarePng(900) });
    await expect(picker.getByRole("button", { name: "crowd shot", pressed: true })).toBeVisible();
    await picker.getByRole("button", { name: "Select image" }).click();
    await expect(picker).toBeHidden();
    await expect(settings.getByText("It has no alt text: describe the picture, or mark it decorative.")).toBeVisible();
  });

  await test.step("Publish names the missing alt text; then it is described and cropped", async () => {
    await topBar(page).getByRole("button", { name: "Publish" }).click();
    const dialog = page.getByRole("dialog", { name: "One block is not ready for fans" });
    await expect(dialog).toContainText("It has no alt text: describe the picture, or mark it decorative.");
    await dialog.getByRole("button", { name: "Not yet" }).click();
    await settings.getByLabel("Alt text").fill("The crowd singing along");
    await settings.getByLabel("Caption").fill("Night one, front row");
    await settings.getByLabel("Shape").selectOption({ label: "Wide (16:9)" });
    await settings.getByLabel("Focal point down").fill("30");
    await topBar(page).getByRole("button", { name: "Publish" }).click();
    await expect(topBar(page).getByText("Published")).toBeVisible();
  });

  await test.step("fans see it at a size the server made, cropped around its focal point, at every width", async () => {
    for (const width of WIDTHS) {
      const fan = await browser.newContext({ viewport: { width, height: 900 } });
      const fanPage = await fan.newPage();
      const sized = fanPage.waitForResponse((response) => /crowd-shot\.png\?w=\d+$/.test(response.url()));
      await fanPage.goto(path);
      const picture = fanPage.getByRole("img", { name: "The crowd singing along" });
      await expect(picture).toBeVisible();
      expect((await sized).headers()["content-type"]).toBe("image/avif");
      await expect(fanPage.locator("figure.bl-image figcaption")).toHaveText("Night one, front row");
      await expect(picture).toHaveCSS("object-position", "50% 30%");
      const box = await picture.boundingBox();
      expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 9)).toBe(16);
      const { scrollWidth, innerWidth } = await pageWidths(fanPage);
      expect(scrollWidth, `width ${width}`).toBeLessThanOrEqual(innerWidth);
      if (width === 375) await expectNoSeriousViolations(fanPage, "a page with an Image block");
      await fan.close();
    }
  });
});
