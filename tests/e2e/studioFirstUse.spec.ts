import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import {
  blockSettings,
  blockToolbar,
  canvas,
  layer,
  layers,
  selectLayer,
  siteSettings,
  studioToast,
  submitStudioLogin,
  toolboxItem,
  topBar,
} from "./editorHelpers";
import { expectSoundAtEveryWidth } from "./overflowWalker";
import { type RunningServer, startRealServer } from "./realServer";

/**
 * What a first-time artist tripped over in the studio. On a server of its own: these tests change
 * the site's settings, which the other tests' fans would see.
 */
const test = base.extend<object, { ownServer: RunningServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const server = await startRealServer();
      await use(server);
      server.process.kill("SIGTERM");
      await server.exited;
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
});
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

async function logInToStudio(page: Page, server: RunningServer): Promise<void> {
  const { owner } = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8"));
  await submitStudioLogin(page, owner.email, owner.password, "/studio/site");
  await expect(layers(page).getByRole("treeitem", { name: "Page" })).toBeVisible();
}

test("header and button links offer the site's own screens, and a typed site path is accepted", async ({ page, ownServer }) => {
  await logInToStudio(page, ownServer);
  await topBar(page).getByRole("button", { name: "Site settings" }).click();
  // The demo's own Music link edits as the Music screen, and saves.
  await siteSettings(page)
    .getByRole("button", { name: /^Edit Music / })
    .click();
  const edit = siteSettings(page).getByRole("form", { name: "Edit header link" });
  await expect(edit.getByLabel("Link to")).toHaveValue("page:/music");
  await edit.getByLabel("Label").fill("Our music");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(siteSettings(page).getByRole("button", { name: /^Edit Our music / })).toBeVisible();

  const add = siteSettings(page).getByRole("form", { name: "Add a header link" });
  await add.getByLabel("URL").fill("/privacy-policy");
  await add.getByLabel("Label").fill("Privacy");
  await add.getByRole("button", { name: "Add header link" }).click();
  await expect(siteSettings(page).getByRole("button", { name: /^Delete Privacy / })).toBeVisible();
  await expect(topBar(page).getByText("Not saved")).toHaveCount(0);

  // A Button links to the Members screen.
  await selectLayer(layer(page, "Button “Listen now”"));
  await blockSettings(page).getByRole("combobox", { name: "Link" }).selectOption({ label: "Members (/members)" });
  await expect(blockSettings(page).getByRole("combobox", { name: "Link" })).toHaveValue("screen:1");
  // Both drafts reach the server before the next test opens the studio afresh.
  await expect(topBar(page).getByText(/^Site settings: /)).toHaveCount(0);
  await expect(topBar(page).getByText("Saved", { exact: true })).toBeVisible();
});

test("the site's header and footer show in the canvas, live, and a click on them opens their settings", async ({ page, ownServer }) => {
  await logInToStudio(page, ownServer);
  const header = canvas(page).getByRole("button", { name: "Header links: edit them in Site settings" });
  await expect(header).toContainText("Our music");
  await expect(canvas(page).getByRole("button", { name: "Social links: edit them in Site settings" })).toBeVisible();
  await header.click();
  await expect(siteSettings(page).getByRole("heading", { name: "Header links" })).toBeFocused();
  const add = siteSettings(page).getByRole("form", { name: "Add a header link" });
  await add.getByLabel("Link to").selectOption({ label: "Members (/members)" });
  await add.getByLabel("Label").fill("Join us");
  await add.getByRole("button", { name: "Add header link" }).click();
  // The header in the canvas follows at once, before anything is published.
  await expect(header).toContainText("Join us");
  // It is not a block of the page: the layers know nothing of it.
  await expect(layers(page).getByRole("treeitem", { name: /Join us/ })).toHaveCount(0);
});

test("a page cannot take a screen's path; the new page's fields say whose they are; an empty page asks for a block", async ({
  page,
  ownServer,
}) => {
  await logInToStudio(page, ownServer);
  const form = page.getByRole("form", { name: "Add a page" });
  await form.getByLabel("Title of the new page").fill("Music");
  await form.getByLabel("Path of the new page").fill("/music");
  await form.getByRole("button", { name: "Add page" }).click();
  await expect(form.getByText("/music is the site's Music screen. Choose another path.")).toBeVisible();
  await form.getByLabel("Path of the new page").fill("/press");
  await form.getByLabel("Title of the new page").fill("Press");
  await form.getByRole("button", { name: "Add page" }).click();
  await expect(topBar(page).getByLabel("Page")).toHaveValue("press");
  await expect(canvas(page).getByText("This page is empty. Drag a block here from the toolbox to start it.")).toBeVisible();
});

test("a new page's first Text is published with room around it", async ({ page, ownServer }) => {
  await logInToStudio(page, ownServer);
  await topBar(page).getByLabel("Page").selectOption("press");
  await selectLayer(layer(page, "Page"));
  await toolboxItem(page, "Text").click();
  await blockSettings(page).getByRole("textbox", { name: "Text", exact: true }).fill("Press kit");
  await topBar(page).getByRole("button", { name: "Publish" }).click();
  await expect(topBar(page).getByText("Published")).toBeVisible();
  const fan = await page.context().newPage();
  await fan.setViewportSize({ width: 1280, height: 800 });
  await fan.goto("/press");
  const text = await fan.getByText("Press kit", { exact: true }).boundingBox();
  const main = await fan.locator("main").boundingBox();
  if (!text || !main) throw new Error("the page is not shown");
  expect(text.x - main.x).toBeGreaterThanOrEqual(24);
  await fan.close();
});

test("Publish names the blocks not ready for fans; published anyway, the site leaves them out (issue 34)", async ({ page, ownServer }) => {
  await logInToStudio(page, ownServer);
  const form = page.getByRole("form", { name: "Add a page" });
  await form.getByLabel("Path of the new page").fill("/street-team");
  await form.getByLabel("Title of the new page").fill("Street team");
  await form.getByRole("button", { name: "Add page" }).click();
  await expect(topBar(page).getByLabel("Page").locator("option:checked")).toHaveText("Street team (/street-team)");
  await expect(studioToast(page, "Page “Street team” added")).toBeVisible();
  await selectLayer(layer(page, "Page"));
  await toolboxItem(page, "Text").click();
  await blockSettings(page).getByRole("textbox", { name: "Text", exact: true }).fill("Join the street team");
  for (const block of ["Button", "Email List"]) {
    await selectLayer(layer(page, "Page"));
    await toolboxItem(page, block).click();
  }
  await blockSettings(page).getByLabel("Title").fill("Hear it first");

  await topBar(page).getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("dialog", { name: "2 blocks are not ready for fans" });
  await expect(dialog.getByRole("listitem")).toHaveText([
    "Button: It has no link: choose where it goes. Fix",
    "Email List: No email list is chosen: fans who sign up would get an error. Fix",
  ]);
  await expectSoundAtEveryWidth(page, "the dialog naming blocks not ready");
  await dialog.getByRole("button", { name: "Fix the Button" }).click();
  await expect(dialog).toBeHidden();
  await expect(blockSettings(page).getByText("Link", { exact: true }).first()).toBeVisible();

  await topBar(page).getByRole("button", { name: "Publish" }).click();
  await dialog.getByRole("button", { name: "Publish anyway" }).click();
  await expect(topBar(page).getByText("Published")).toBeVisible();
  const fan = await page.context().newPage();
  await fan.goto("/street-team");
  await expect(fan.getByText("Join the street team", { exact: true })).toBeVisible();
  await expect(fan.locator("main [data-button-id]")).toHaveCount(0);
  await expect(fan.getByText("Hear it first")).toHaveCount(0);
  await expect(fan.getByLabel("Email address")).toHaveCount(0);
  await fan.close();
});

test("a click selects a Text and a second click edits it; copied blocks never paste into the text", async ({ page, ownServer }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await logInToStudio(page, ownServer);
  await topBar(page).getByLabel("Page").selectOption("press");
  const text = canvas(page).getByText("Press kit", { exact: true });
  await text.click();
  await expect(blockToolbar(page, "Text")).toBeVisible();
  await expect(canvas(page).getByRole("textbox", { name: "Text" })).toHaveCount(0);
  // Copy the block, edit the text, paste: the words stay, and the studio says where blocks go.
  await page.keyboard.press("ControlOrMeta+c");
  await text.click();
  const editing = canvas(page).getByRole("textbox", { name: "Text" });
  await expect(editing).toBeFocused();
  await page.keyboard.press("ControlOrMeta+v");
  await expect(page.getByText("Blocks are pasted onto the page, not into a text")).toBeVisible();
  await expect(editing).toHaveText("Press kit");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await expect(canvas(page).getByRole("textbox", { name: "Text" })).toBeFocused();
});

test("at 1280 px the zoomed canvas keeps the toolbar's buttons full size, and a block chosen in the layers comes into view", async ({
  page,
  ownServer,
}) => {
  await logInToStudio(page, ownServer);
  await expect(page.getByText(/^Shown at \d+% to fit$/)).toBeVisible();
  await selectLayer(layer(page, "Button “See the music”"));
  const button = canvas(page).getByRole("link", { name: "See the music" });
  await expect(button).toBeInViewport();
  for (const control of await blockToolbar(page, "Button").getByRole("button").all()) {
    const box = await control.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
  // A block added from the toolbox far down the page comes into view too.
  await selectLayer(layer(page, "Page"));
  await canvas(page).evaluate((region) => {
    for (const element of [region, ...region.querySelectorAll("*")]) element.scrollTop = 0;
  });
  await toolboxItem(page, "Text").click();
  await expect(blockToolbar(page, "Text")).toBeInViewport();
  // The top bar holds one row.
  const bar = await topBar(page).boundingBox();
  expect(bar?.height).toBeLessThan(60);
});

test("an invalid button link says why", async ({ page, ownServer }) => {
  await logInToStudio(page, ownServer);
  await selectLayer(layer(page, "Button “Listen now”"));
  await blockSettings(page).getByRole("combobox", { name: "Link" }).selectOption("external");
  const url = blockSettings(page).getByRole("textbox", { name: "URL" });
  await url.fill("javascript:alert(1)");
  // The message waits until the artist leaves the field, so typing is not scolded letter by letter.
  await url.press("Tab");
  await expect(
    blockSettings(page).getByText(
      "Enter a web address such as https://example.com, an e-mail address, or a path of this site such as /music.",
    ),
  ).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");
});

test("on a phone the studio says it needs a wider screen, and the pages and Publish still work", async ({ page, ownServer }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logInToStudio(page, ownServer).catch(() => undefined);
  await expect(page.getByText(/^Editing a page needs a wider screen/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Pages" })).toBeVisible();
  await expect(topBar(page).getByRole("button", { name: "Publish" })).toBeVisible();
  await topBar(page).getByRole("button", { name: "Publish" }).click();
  await expect(topBar(page).getByText("Published")).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
