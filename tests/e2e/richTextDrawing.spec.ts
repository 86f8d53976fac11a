import { expect, test } from "@playwright/test";
import { publishOpenPage, STUDIO_VIEWPORT } from "./editorHelpers";
import { newText, toolbar } from "./richTextHelpers";

/**
 * Rich content (issue 15), drawings: Excalidraw opens (loaded only then, everything from our own
 * server) on a new drawing; what is drawn is saved with its picture; the fan's page shows the
 * picture as an image and never downloads Excalidraw.
 */
test.use({ viewport: STUDIO_VIEWPORT });

test("a drawing is drawn in Excalidraw, saved as a picture, and shown to fans without Excalidraw", async ({ page, browser }, testInfo) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const here = ["localhost", "127.0.0.1"].includes(url.hostname) || url.hostname.endsWith(".localhost");
    if (!here && url.protocol !== "data:" && url.protocol !== "blob:") elsewhere.push(request.url());
  });
  const fonts: { url: string; status: number }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") fonts.push({ url: new URL(response.url()).pathname, status: response.status() });
  });
  const { path, editor } = await newText(page, testInfo);
  await page.keyboard.type("Stage plan");

  await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Drawing" });
  const dialog = page.getByRole("dialog", { name: "Drawing" });
  const canvas = dialog.locator("canvas.interactive");
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  const undo = dialog.getByRole("button", { name: "Undo" });
  await expect(undo).toBeDisabled();
  // The rectangle tool, then one drag in the middle of the canvas (its left side holds the shape's properties).
  await dialog.getByTitle("Rectangle — R or 2").click();
  await expect(dialog.getByRole("radio", { name: "Rectangle" })).toBeChecked();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y + 40, { steps: 4 });
  await page.mouse.move(x + 160, y + 100, { steps: 4 });
  await page.mouse.up();
  await expect(undo).toBeEnabled();
  // A word in Excalidraw's hand-drawn font, which it fetches from our server.
  await dialog.getByTitle("Text — T or 8").click();
  await page.mouse.click(x, y + 180);
  await page.keyboard.type("Stage");
  // Escape ends the typing, and leaves the dialog open with the drawing in it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expect.poll(() => fonts.some((font) => font.url.startsWith("/excalidraw/fonts/Excalifont/") && font.status === 200)).toBe(true);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  const picture = editor.locator(".bl-rt-drawing img");
  await expect(picture).toHaveAttribute("src", /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(elsewhere).toEqual([]);
  expect(fonts.filter((font) => font.status !== 200)).toEqual([]);

  await publishOpenPage(page);

  const fan = await browser.newContext();
  const fanPage = await fan.newPage();
  const scripts: string[] = [];
  fanPage.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await fanPage.goto(path);
  const shown = fanPage.locator(".bl-rt-drawing img");
  await expect(shown).toHaveAttribute("alt", "Drawing");
  const source = (await shown.getAttribute("src")) ?? "";
  const svg = decodeURIComponent(source.slice(source.indexOf(",") + 1));
  expect(svg).toMatch(/^<svg[\s>]/);
  expect(svg).toContain("<path");
  expect(svg).toContain("Stage");
  expect(svg).not.toMatch(/<script|onload=|foreignObject/i);
  // The picture is drawn: it has a size on the page.
  await expect.poll(async () => (await shown.boundingBox())?.width ?? 0).toBeGreaterThan(50);
  expect(scripts.some((url) => /DrawingDialog|excalidraw/i.test(url))).toBe(false);
  await fan.close();
});
