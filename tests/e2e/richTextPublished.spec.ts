import { expect, test } from "@playwright/test";
import { publishOpenPage, STUDIO_VIEWPORT } from "./editorHelpers";
import { newText, onCanvas, toolbar } from "./richTextHelpers";

/**
 * Rich content (issue 15): the collapsible container, page break, horizontal rule, keyword, emoji
 * and mention, made in the studio, render on the published page (server-rendered: the fan here has
 * JavaScript off) and the collapsible opens and closes with no script.
 */
test.use({ viewport: STUDIO_VIEWPORT });

test("a collapsible section, a page break, a rule, a keyword, an emoji and a mention on the published page", async ({
  page,
  browser,
}, testInfo) => {
  const { path, editor } = await newText(page, testInfo);
  await page.keyboard.type("congrats on the tour :) with @Bj");
  const mentions = page.getByRole("listbox", { name: "Mentions" });
  const chosen = mentions.getByRole("option").first();
  await expect(chosen).toBeVisible();
  const mentioned = ((await chosen.textContent()) ?? "").trim();
  await chosen.click();
  const insert = toolbar(page).getByRole("combobox", { name: "Insert" });
  await page.keyboard.press("ControlOrMeta+End");
  await insert.selectOption({ label: "Horizontal Rule" });
  await insert.selectOption({ label: "Page Break" });
  await insert.selectOption({ label: "Collapsible container" });
  await page.keyboard.type("Set list");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Opener, encore");
  await expect(onCanvas(page).locator("details summary")).toHaveText("Set list");
  await expect(editor).toContainText("Opener, encore");

  await publishOpenPage(page);

  const fan = await browser.newContext({ javaScriptEnabled: false });
  const fanPage = await fan.newPage();
  await fanPage.goto(path);
  const text = fanPage.locator(".bl-text");
  await expect(text.locator(".bl-rt-keyword")).toHaveText("congrats");
  await expect(text.locator(".bl-rt-emoji")).toHaveText("🙂");
  await expect(text.locator(".bl-rt-mention")).toHaveText(mentioned);
  await expect(text.locator("hr:not(.bl-rt-page-break)")).toHaveCount(1);
  await expect(text.locator("hr.bl-rt-page-break")).toHaveCount(1);
  const section = text.locator("details.bl-rt-collapsible");
  await expect(section.locator("summary")).toHaveText("Set list");
  const content = section.locator(".bl-rt-collapsible-content");
  const wasOpen = await section.evaluate((element) => (element as HTMLDetailsElement).open);
  await section.locator("summary").click();
  expect(await section.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(!wasOpen);
  await expect(content).toHaveText("Opener, encore");
  await fan.close();
});
