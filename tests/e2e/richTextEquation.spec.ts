import { expect, type Page, test } from "@playwright/test";
import { publishOpenPage, STUDIO_VIEWPORT } from "./editorHelpers";
import { newText, onCanvas, settle, toolbar } from "./richTextHelpers";

/**
 * Rich content (issue 15), the equation: inserted from the slash menu with a live preview, typed
 * as `$…$`, a source KaTeX cannot read shown in red (#cc0000, SPEC §8), all typeset by the server
 * on the published page, where KaTeX, its stylesheet and its fonts come from our own server and
 * only on the page that shows an equation.
 */
test.use({ viewport: STUDIO_VIEWPORT });

const RED = "rgb(204, 0, 0)";

/** Every address a page asks for, and the errors its console reports, from now on. */
function watch(page: Page): { requests: string[]; errors: string[] } {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { requests, errors };
}

test("equations: the slash menu's live preview, $x^2$ typed, a failure in red, and KaTeX only on the page that shows one", async ({
  page,
  browser,
}, testInfo) => {
  const { path, editor } = await newText(page, testInfo);
  const dialog = page.getByRole("dialog");

  await test.step("'/equation' opens the equation editor, whose preview follows the source as it is typed", async () => {
    await page.keyboard.type("Tempo ");
    await page.keyboard.type("/equation");
    const menu = page.getByRole("listbox", { name: "Slash commands" });
    await expect(menu.getByRole("option")).toHaveText([/Equation/]);
    // The menu offers Equation from "/eq" on and replaces the query it last rendered: let it render
    // the whole "/equation" before Enter, or part of the word stays behind (as in richTextInPlace.spec.ts).
    await settle(page);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { name: "Insert Equation" })).toBeVisible();
    const source = dialog.getByRole("textbox", { name: "Equation" });
    await expect(source).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
    const preview = dialog.getByRole("region", { name: "Preview" });
    await source.pressSequentially("\\frac{120}{");
    await expect(preview.locator(".bl-rt-equation--error")).toHaveCSS("color", RED);
    await source.pressSequentially("60}");
    await expect(preview.locator(".katex-display .mfrac")).toBeVisible();
    await expect(preview.locator("annotation")).toHaveText("\\frac{120}{60}");
    await dialog.getByRole("checkbox", { name: "Inline" }).check();
    await expect(preview.locator(".katex-display")).toHaveCount(0);
    await expect(preview.locator(".katex .mfrac")).toBeVisible();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.getByRole("button", { name: "Edit equation \\frac{120}{60}" }).locator(".katex")).toBeVisible();
    await expect(onCanvas(page).locator(".bl-rt-equation .katex annotation")).toHaveText(["\\frac{120}{60}"]);
  });

  await test.step("'$x^2$' typed becomes an inline equation", async () => {
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" bpm, $x^2$");
    await expect(onCanvas(page).locator(".bl-rt-equation annotation")).toHaveText(["\\frac{120}{60}", "x^2"]);
    await expect(onCanvas(page)).not.toContainText("$x^2$");
  });

  await test.step("a source KaTeX cannot read is kept and shown in red, nothing thrown", async () => {
    await page.keyboard.press("Enter");
    await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Equation" });
    await dialog.getByRole("textbox", { name: "Equation" }).fill("\\frac{");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toBeHidden();
    await expect(onCanvas(page).locator(".bl-rt-equation--error")).toHaveText("\\frac{");
    await expect(onCanvas(page).locator(".bl-rt-equation--error")).toHaveCSS("color", RED);
  });

  await test.step("clicking an equation opens it in the editor", async () => {
    await editor.getByRole("button", { name: "Edit equation x^2" }).click();
    await expect(dialog.getByRole("heading", { name: "Edit Equation" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Equation" })).toHaveValue("x^2");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  await publishOpenPage(page);

  await test.step("the published page typesets them on the server, with KaTeX's stylesheet and fonts from our own server", async () => {
    const fan = await browser.newContext();
    const fanPage = await fan.newPage();
    const { requests, errors } = watch(fanPage);
    await fanPage.goto(path);
    const text = fanPage.locator(".bl-text");
    await expect(text.locator(".bl-rt-equation .katex annotation")).toHaveText(["\\frac{120}{60}", "x^2"]);
    await expect(text.locator(".bl-rt-equation--error")).toHaveText("\\frac{");
    await expect(text.locator(".bl-rt-equation--error")).toHaveCSS("color", RED);
    await expect(fanPage.locator('head link[rel="stylesheet"][href*="katex"]')).toHaveCount(1);
    // KaTeX's own fonts draw the typesetting (not a fallback), fetched from this origin.
    await expect(text.locator(".katex .mord.mathnormal").first()).toHaveCSS("font-family", /KaTeX_Math/);
    // `load` answers the faces the stylesheet declares for the family, loaded (none if it declared none).
    await expect.poll(() => fanPage.evaluate(async () => (await document.fonts.load("1em KaTeX_Main")).length)).toBeGreaterThan(0);
    const origin = new URL(fanPage.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
    expect(requests.some((url) => /\/assets\/katex-[\d.]+\/fonts\/KaTeX_/.test(url))).toBe(true);
    // Hydrated as the server rendered it: nothing reported.
    expect(errors).toEqual([]);
    // Every script the page ran was named in its head (the entry, its chunks, rich content's and
    // KaTeX's preloaded), so none waited for another to ask for it.
    await fanPage.waitForLoadState("networkidle");
    const named = await fanPage.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[type="module"][src]')].map(
        (element) => new URL(element instanceof HTMLLinkElement ? element.href : element.src).pathname,
      ),
    );
    const scripts = requests.filter((url) => url.startsWith(origin) && url.endsWith(".js")).map((url) => new URL(url).pathname);
    expect(scripts.some((script) => /\/katex-/.test(script))).toBe(true);
    expect(scripts.filter((script) => !named.includes(script))).toEqual([]);
    await fan.close();
  });

  await test.step("with JavaScript off the equations are already typeset", async () => {
    const fan = await browser.newContext({ javaScriptEnabled: false });
    const fanPage = await fan.newPage();
    await fanPage.goto(path);
    await expect(fanPage.locator(".bl-text .bl-rt-equation .katex-html")).toHaveCount(2);
    await fan.close();
  });

  await test.step("a page without an equation loads nothing of KaTeX", async () => {
    const fan = await browser.newContext();
    const fanPage = await fan.newPage();
    const { requests } = watch(fanPage);
    await fanPage.goto("/");
    await expect(fanPage.locator("#root")).not.toBeEmpty();
    await expect(fanPage.locator(".bl-rt-equation")).toHaveCount(0);
    await expect(fanPage.locator('link[href*="katex"]')).toHaveCount(0);
    await fanPage.waitForLoadState("networkidle");
    expect(requests.filter((url) => /katex/i.test(url))).toEqual([]);
    // Nor rich content's code: the demo's home page holds no such node (its products' covers are no rich-text images).
    expect(requests.filter((url) => /richContentDescribers|\/widgets-/.test(url))).toEqual([]);
    await fan.close();
  });
});
