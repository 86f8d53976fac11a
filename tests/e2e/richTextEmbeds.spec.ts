import { expect, type Page, test } from "@playwright/test";
import { publishOpenPage, STUDIO_VIEWPORT } from "./editorHelpers";
import { newText, onCanvas, settle, toolbar } from "./richTextHelpers";

/**
 * Rich content (issue 15), embeds: a YouTube video through the Embed dialog (Embed enabled only once
 * the address is read), a tweet by pasting its address and accepting the offer; on the fan's page
 * each is a card that loads nothing from the other site until clicked, under a policy that frames
 * exactly those players.
 */
test.use({ viewport: STUDIO_VIEWPORT });

const OTHER_SITES = /youtube-nocookie\.com|youtube\.com|platform\.twitter\.com|x\.com|twitter\.com|ytimg\.com/;

/** Pastes `text` where the caret is, as the clipboard brings it. */
async function pasteText(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test("a YouTube video and a tweet embedded in the studio show on the fan's page as cards that load their player only on a click", async ({
  page,
  browser,
}, testInfo) => {
  const { path, editor } = await newText(page, testInfo);
  await page.keyboard.type("Watch the video");

  await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "YouTube embed" });
  const dialog = page.getByRole("dialog", { name: "Embed YouTube Video" });
  const address = dialog.getByRole("textbox", { name: "YouTube video URL" });
  const embed = dialog.getByRole("button", { name: "Embed" });
  await address.fill("https://www.youtube.com/watch?v=jNQXAC9IV");
  await expect(dialog.getByRole("alert")).toHaveText("This is not the address of a YouTube video.");
  await expect(embed).toBeDisabled();
  await address.fill("https://youtu.be/jNQXAC9IVRw");
  await expect(embed).toBeEnabled();
  await embed.click();
  await expect(dialog).toBeHidden();
  await expect(editor.locator(".bl-rt-embed--youtube")).toHaveCount(1);

  // The caret is in the paragraph after the video: a pasted tweet address is offered as an embed.
  await editor.locator("p").last().click();
  await settle(page);
  await pasteText(page, "https://x.com/backline/status/1234567890123");
  await page.getByRole("button", { name: "Embed a tweet" }).click();
  await expect(editor.locator(".bl-rt-embed--tweet")).toHaveCount(1);
  await expect(onCanvas(page).locator(".bl-rt-embed")).toHaveCount(2);

  await publishOpenPage(page);

  const fan = await browser.newContext();
  const fanPage = await fan.newPage();
  const requested: string[] = [];
  await fanPage.route(OTHER_SITES, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  const response = await fanPage.goto(path);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://platform.twitter.com https://www.figma.com ");

  const video = fanPage.locator(".bl-rt-embed--youtube");
  await expect(video.locator(".bl-rt-embed-title")).toHaveText("YouTube video");
  await expect(video.getByRole("link")).toHaveAttribute("href", "https://www.youtube.com/watch?v=jNQXAC9IVRw");
  await expect(fanPage.locator(".bl-rt-embed--tweet .bl-rt-embed-title")).toHaveText("Post on X");
  await expect(fanPage.locator("iframe")).toHaveCount(0);
  expect(requested).toEqual([]);

  await video.getByRole("button", { name: "Play video" }).click();
  const player = video.locator("iframe");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/jNQXAC9IVRw?autoplay=1");
  await expect.poll(() => requested).toEqual(["https://www.youtube-nocookie.com/embed/jNQXAC9IVRw?autoplay=1"]);
  // The tweet is still a card: one click loads one player.
  await expect(fanPage.locator(".bl-rt-embed--tweet iframe")).toHaveCount(0);
  await fan.close();
});

test("with script off, an embed is a card with a link to the item and nothing else", async ({ browser }, testInfo) => {
  const studio = await browser.newContext({ viewport: STUDIO_VIEWPORT });
  const page = await studio.newPage();
  const { path, editor } = await newText(page, testInfo);
  await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Figma embed" });
  const dialog = page.getByRole("dialog", { name: "Embed Figma Document" });
  await dialog
    .getByRole("textbox", { name: "Figma document URL" })
    .fill("https://www.figma.com/design/AbCdEfGhIjKlMnOpQrStUv/Tour-poster?node-id=1");
  await dialog.getByRole("button", { name: "Embed" }).click();
  await expect(editor.locator(".bl-rt-embed--figma")).toHaveCount(1);
  await publishOpenPage(page);
  await studio.close();

  const fan = await browser.newContext({ javaScriptEnabled: false });
  const fanPage = await fan.newPage();
  await fanPage.goto(path);
  const card = fanPage.locator(".bl-rt-embed--figma");
  await expect(card.getByRole("link")).toHaveAttribute("href", "https://www.figma.com/file/AbCdEfGhIjKlMnOpQrStUv");
  await expect(card.getByRole("button")).toHaveCount(0);
  await fan.close();
});
