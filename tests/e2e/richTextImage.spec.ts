import { expect, type Locator, type Page, test } from "@playwright/test";
import { publishOpenPage, STUDIO_VIEWPORT, squarePng } from "./editorHelpers";
import { newText, onCanvas, toolbar } from "./richTextHelpers";

/**
 * Rich content (issue 15), images: an image from the media picker (uploaded there), resized by its
 * handle (mouse, then keyboard) and captioned; an inline image inserted by URL, its position changed
 * left, right, full and back; on the published page the sizes, the caption and the float hold.
 */
test.use({ viewport: STUDIO_VIEWPORT });

async function dragBy(page: Page, handle: Locator, dx: number): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error("the resize handle is not on screen");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 10 });
  await page.mouse.up();
}

test("an image from the media picker, resized and captioned; an inline image by URL, moved left, right and full; both published", async ({
  page,
  browser,
}, testInfo) => {
  const { path, editor } = await newText(page, testInfo);
  await page.keyboard.type("Tour photos ");

  await test.step("insert an image from the media picker, uploading it there", async () => {
    await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Image" });
    const dialog = page.getByRole("dialog", { name: "Insert Image" });
    await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Choose from media library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image" });
    await picker.getByLabel("Upload image file").setInputFiles({ name: "stage-photo.png", mimeType: "image/png", buffer: squarePng(120) });
    await expect(picker.getByRole("button", { name: "stage photo", pressed: true })).toBeVisible();
    // The library's alt text comes along into the text (issue 34).
    const details = picker.getByRole("form", { name: "Details of the chosen file" });
    await details.getByLabel("Alt text").fill("The stage from the pit");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByText("Saved")).toBeVisible();
    await picker.getByRole("button", { name: "Select image" }).click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/media\/.+\.png$/);
    await expect(dialog.getByLabel("Alt text")).toHaveValue("The stage from the pit");
    await dialog.getByLabel("Alt text").fill("The stage");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.locator(".bl-rt-image img")).toHaveAttribute("alt", "The stage");
  });

  const image = editor.locator(".bl-rt-image img");
  await test.step("resize it by its corner handle, then by the keyboard", async () => {
    await image.click();
    const handle = editor.getByRole("button", { name: "Resize image" });
    await expect(handle).toBeVisible();
    const before = await image.boundingBox();
    if (!before) throw new Error("the image is not on screen");
    await dragBy(page, handle, 200);
    const width = Math.round(before.width + 200);
    await expect(image).toHaveAttribute("width", String(width));
    // The picture is square: the height follows.
    await expect(image).toHaveAttribute("height", String(width));
    await handle.focus();
    await page.keyboard.press("ArrowRight");
    await expect(image).toHaveAttribute("width", String(width + 10));
    await expect(onCanvas(page).locator(".bl-rt-image img")).toHaveAttribute("width", String(width + 10));
  });
  const width = Number(await image.getAttribute("width"));

  await test.step("show its caption and type it", async () => {
    await image.click();
    const toggle = editor.getByRole("toolbar", { name: "Image" }).getByRole("button", { name: "Caption" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const caption = editor.getByRole("textbox", { name: "Image caption" });
    await caption.click();
    await page.keyboard.type("Night one at the Lantern");
    await expect(onCanvas(page).locator(".bl-rt-image-caption")).toHaveText("Night one at the Lantern");
  });

  const src = await image.getAttribute("src");
  if (!src) throw new Error("the image has no address");
  const inline = editor.locator(".bl-rt-inline-image");
  await test.step("insert an inline image by URL, on the left", async () => {
    await editor.getByText("Tour photos").click();
    await page.keyboard.press("End");
    await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Inline Image" });
    const dialog = page.getByRole("dialog", { name: "Insert Inline Image" });
    await dialog.getByLabel("Image URL").fill("javascript:alert(1)");
    await expect(dialog.getByRole("alert")).toHaveText("Use an https address or an image from the media library.");
    await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
    await dialog.getByLabel("Image URL").fill(src);
    await dialog.getByLabel("Alt text").fill("The crowd");
    await expect(dialog.getByLabel("Position")).toHaveValue("left");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(inline).toHaveClass(/bl-rt-inline-image--left/);
    await expect(inline.locator("img")).toHaveAttribute("alt", "The crowd");
  });

  await test.step("move it right, to the full width, and back to the left from its own menu", async () => {
    await inline.locator("img").click();
    const position = editor.getByRole("toolbar", { name: "Inline image" }).getByRole("combobox", { name: "Position" });
    for (const [label, modifier] of [
      ["Right", "right"],
      ["Full width", "full"],
      ["Left", "left"],
    ] as const) {
      await position.selectOption({ label });
      await expect(inline).toHaveClass(new RegExp(`bl-rt-inline-image--${modifier}`));
      await expect(onCanvas(page).locator(".bl-rt-inline-image")).toHaveClass(new RegExp(`bl-rt-inline-image--${modifier}`));
    }
  });

  await publishOpenPage(page);

  await test.step("the published page shows the sizes, the caption and the float", async () => {
    const fan = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const fanPage = await fan.newPage();
    // The uploaded photo comes at a size the server made, in the best format Chromium takes (issue 39).
    const sized = fanPage.waitForResponse((response) => /\/media\/.+\.png\?w=\d+$/.test(response.url()));
    await fanPage.goto(path);
    const published = fanPage.locator(".bl-rt-image img");
    await expect(published).toHaveAttribute("srcset", /\.png\?w=320 320w, .+\.png\?w=2560 2560w$/);
    expect((await sized).headers()["content-type"]).toBe("image/avif");
    expect(await published.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\.png\?w=\d+$/);
    await expect(published).toHaveAttribute("width", String(width));
    await expect(published).toHaveAttribute("loading", "lazy");
    await expect(published).toHaveAttribute("alt", "The stage");
    await expect(fanPage.locator(".bl-rt-image")).toHaveAttribute("style", /max-width: ?500px/);
    const box = await published.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.min(width, 500));
    await expect(fanPage.locator(".bl-rt-image-caption")).toHaveText("Night one at the Lantern");

    const floated = fanPage.locator(".bl-rt-inline-image--left");
    await expect(floated.locator("img")).toHaveAttribute("alt", "The crowd");
    expect(await floated.evaluate((element) => getComputedStyle(element).float)).toBe("left");
    // Half the width of the paragraph it floats in, give or take a pixel of rounding.
    const [own, line] = await floated.evaluate((element) => [
      element.getBoundingClientRect().width,
      element.parentElement?.clientWidth ?? 0,
    ]);
    expect(Math.abs((own ?? 0) - (line ?? 0) / 2)).toBeLessThan(2);
    await fan.close();
  });
});
