import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import {
  addHeaderLink,
  addPage,
  addSocialLink,
  backgroundImageOf,
  blockSettings,
  blockToolbar,
  canvas,
  dragAnnouncement,
  dragWithMouse,
  expectSaved,
  importPage,
  keyboardDragReady,
  layer,
  layers,
  openPage,
  openStudio,
  orangePng,
  STUDIO_VIEWPORT,
  sectionContainers,
  selectLayer,
  setSelectedText,
  siteSettings,
  toolboxItem,
  topBar,
  uniqueName,
  uploadAndChooseImage,
} from "./editorHelpers";

/**
 * The page editor against the real server (SPEC §2 Editor, §9): building a page of its own with
 * the mouse and the keyboard, the site settings, the media library, publishing, and what fans then see.
 *
 * Adding a page changes the site document (its list of pages), as do the site settings: two
 * studios doing that at once conflict, as they would for two people. So the tests of this file,
 * which all add a page, run one after the other.
 */
test.describe.configure({ mode: "default" });
test.use({ viewport: STUDIO_VIEWPORT });

const ORANGE = { hex: "#e4572e", rgb: "rgb(228, 87, 46)" };

test("build a page (drag, type, colour, undo, moves by mouse and keyboard, links, a background image), publish it and see it as a fan", async ({
  page,
  context,
  request,
}, testInfo) => {
  await openStudio(page);
  const { title, path } = await addPage(page, testInfo);
  const hello = uniqueName(testInfo, "Hello");
  const beta = uniqueName(testInfo, "Beta");
  const [first, second] = [sectionContainers(canvas(page)).nth(0), sectionContainers(canvas(page)).nth(1)];

  await test.step("two containers, 160 px tall, and a Text in the second", async () => {
    for (const _ of [1, 2]) {
      await selectLayer(layer(page, "Page"));
      await toolboxItem(page, "Container").click();
      await blockSettings(page).getByRole("textbox", { name: "Height" }).fill("160px");
    }
    await expect(sectionContainers(canvas(page))).toHaveCount(2);
    await toolboxItem(page, "Text").click();
    await setSelectedText(page, beta);
  });

  await test.step("drag a Text from the toolbox into the first container and type in it on the canvas", async () => {
    await dragWithMouse(page, toolboxItem(page, "Text"), first, "New Text would go in Container, as its only block (position 1 of 1).");
    await expect(dragAnnouncement(page)).toHaveText("New Text placed in Container, as its only block (position 1 of 1).");
    // The dropped Text is selected, not yet edited: a click on it (its second) edits it.
    await expect(canvas(page).getByRole("textbox", { name: "Text" })).toHaveCount(0);
    const editing = canvas(page).getByRole("textbox", { name: "Text" });
    // dnd-kit swallows clicks for 50 ms after a drop (so the drop's own mouseup is not a click);
    // a person never clicks that soon, a test may, so the click is given again until it lands.
    await expect(async () => {
      await first.getByText("Text", { exact: true }).click();
      await expect(editing).toHaveText("Text", { timeout: 1_000 });
    }).toPass();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(hello);
    await expect(editing).toHaveText(hello);
    await expect(blockSettings(page).getByRole("textbox", { name: "Text", exact: true })).toHaveText(hello);
    await expect(layer(page, `Text “${hello}”`)).toBeVisible();
  });

  const helloOnCanvas = canvas(page).getByText(hello, { exact: true });
  await test.step("colour it in the settings panel; undo and redo with the buttons and the keys", async () => {
    const colour = blockSettings(page).getByRole("textbox", { name: "Colour", exact: true });
    await colour.fill(ORANGE.hex);
    await expect(helloOnCanvas).toHaveCSS("color", ORANGE.rgb);
    await topBar(page).getByRole("button", { name: "Undo" }).click();
    await expect(helloOnCanvas).not.toHaveCSS("color", ORANGE.rgb);
    await expect(colour).toHaveValue("");
    await expect(helloOnCanvas).toHaveText(hello);
    await topBar(page).getByRole("button", { name: "Redo" }).click();
    await expect(helloOnCanvas).toHaveCSS("color", ORANGE.rgb);
    await expect(colour).toHaveValue(ORANGE.hex);
    await page.keyboard.press("ControlOrMeta+z");
    await expect(helloOnCanvas).not.toHaveCSS("color", ORANGE.rgb);
    await expect(colour).toHaveValue("");
    await page.keyboard.press("ControlOrMeta+Shift+z");
    await expect(helloOnCanvas).toHaveCSS("color", ORANGE.rgb);
    await expect(colour).toHaveValue(ORANGE.hex);
  });

  await test.step("move the new Text into the second container with the mouse", async () => {
    const handle = blockToolbar(page, "Text").getByRole("button", { name: "Move Text" });
    await dragWithMouse(page, handle, second, `Text “${hello}” would go in Container, after Text “${beta}” (position 2 of 2).`);
    await expect(dragAnnouncement(page)).toHaveText(`Text “${hello}” placed in Container, after Text “${beta}” (position 2 of 2).`);
  });

  await test.step("move the other Text into the first container with the keyboard", async () => {
    await selectLayer(layer(page, `Text “${beta}”`));
    const handle = blockToolbar(page, "Text").getByRole("button", { name: "Move Text" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(dragAnnouncement(page)).toHaveText(
      `Picked up Text “${beta}”. It would go in Container, before Text “${hello}” (position 1 of 2). The arrow keys choose another place; Space or Enter drops it, Escape cancels.`,
    );
    await keyboardDragReady(page);
    await page.keyboard.press("ArrowUp");
    await expect(dragAnnouncement(page)).toHaveText(`Text “${beta}” would go in Page, after Container (position 2 of 3).`);
    await page.keyboard.press("ArrowUp");
    await expect(dragAnnouncement(page)).toHaveText(`Text “${beta}” would go in Container, as its only block (position 1 of 1).`);
    await page.keyboard.press("Space");
    await expect(dragAnnouncement(page)).toHaveText(`Text “${beta}” placed in Container, as its only block (position 1 of 1).`);
    await expect(layers(page)).toMatchAriaSnapshot(`
      - treeitem "Page":
        - group:
          - treeitem "Container":
            - group:
              - treeitem "Text “${beta}”"
          - treeitem "Container":
            - group:
              - treeitem "Text “${hello}”"
    `);
  });

  const imageName = `${uniqueName(testInfo, "background")}.png`;
  let imageUrl = "";
  await test.step("upload an image in the media picker and make it the second container's background", async () => {
    await selectLayer(layer(page, "Container").nth(1));
    const field = blockSettings(page).getByRole("group", { name: "Background image" });
    await uploadAndChooseImage(page, field, { name: imageName, mimeType: "image/png", buffer: orangePng() });
    await expect(field.getByRole("button", { name: "Change image" })).toBeVisible();
    imageUrl = await backgroundImageOf(second);
  });

  const headerLabel = uniqueName(testInfo, "Link");
  const twitter = `https://twitter.com/${uniqueName(testInfo, "e2e")}`;
  await test.step("add a social link and a header link to the page in the site settings", async () => {
    await topBar(page).getByRole("button", { name: "Site settings" }).click();
    await addSocialLink(page, "Twitter", twitter);
    await addHeaderLink(page, `${title} (${path})`, headerLabel);
  });

  await test.step("publish", async () => {
    await topBar(page).getByRole("button", { name: "Publish" }).click();
    await expect(topBar(page).getByText("Published", { exact: true })).toBeVisible();
    await expectSaved(page);
    await expect(topBar(page).getByText(/^Site settings:/)).toHaveCount(0);
  });

  const fan = await context.newPage();
  const headerLink = fan.getByRole("banner").getByRole("link", { name: headerLabel, exact: true });
  const footer = fan.getByRole("contentinfo");
  const twitterLink = footer.getByRole("link", { name: "Twitter" }).and(footer.locator(`[href="${twitter}"]`));
  await test.step("a fan sees every change on the public page, in another tab", async () => {
    await fan.goto(path);
    const helloText = fan.getByText(hello, { exact: true });
    await expect(helloText).toBeVisible();
    await expect(helloText).toHaveCSS("color", ORANGE.rgb);
    const [left, right] = [sectionContainers(fan).nth(0), sectionContainers(fan).nth(1)];
    await expect(sectionContainers(fan)).toHaveCount(2);
    await expect(left).toHaveText(beta);
    await expect(right).toHaveText(hello);
    expect(await backgroundImageOf(right)).toBe(imageUrl);
    const image = await request.get(imageUrl);
    expect(image.ok(), `GET ${imageUrl}`).toBe(true);
    expect(Buffer.compare(await image.body(), orangePng())).toBe(0);
    await expect(headerLink).toHaveAttribute("href", path);
    await expect(headerLink).toHaveAttribute("aria-current", "page");
    await expect(twitterLink).toBeVisible();
  });

  await test.step("take the two links out again and publish: the header and footer are back as the other tests know them", async () => {
    const site = siteSettings(page);
    await site.getByRole("button", { name: `Delete Twitter ${twitter}` }).click();
    await site.getByRole("button", { name: `Delete ${headerLabel} ${path}` }).click();
    const sitePublished = page.waitForResponse((response) => response.url().endsWith("/documents/site/publish") && response.ok());
    await topBar(page).getByRole("button", { name: "Publish" }).click();
    await sitePublished;
    await fan.reload();
    await expect(fan.getByText(hello, { exact: true })).toBeVisible();
    await expect(headerLink).toHaveCount(0);
    await expect(twitterLink).toHaveCount(0);
  });
});

test("the header container and the page itself cannot be deleted: no Delete in their toolbars, and the Delete key does nothing", async ({
  page,
}, testInfo) => {
  await openStudio(page);
  // The demo's home page has no header container (the site's header belongs to its layout), so
  // this test's page gets one the way an integrator's page brings one: imported as JSON.
  const { title, path } = await addPage(page, testInfo);
  const headline = uniqueName(testInfo, "Headline");
  await importPage(page, {
    title,
    root: {
      id: "page",
      type: "Container",
      props: { role: "page" },
      children: [
        {
          id: "top",
          type: "Container",
          props: { role: "header" },
          children: [{ id: "headline", type: "Text", props: { text: headline } }],
        },
        { id: "body", type: "Container", props: { height: "120px" }, children: [] },
      ],
    },
  });
  await expect(layer(page, "Header")).toBeVisible();
  await expect(canvas(page).getByText(headline, { exact: true })).toBeVisible();

  const notice = page.getByRole("main").getByRole("status").filter({ hasText: "cannot be deleted" });
  for (const [name, refusal] of [
    ["Header", "This Container block cannot be deleted."],
    ["Page", "The root block cannot be deleted."],
  ] as const) {
    await selectLayer(layer(page, name));
    const toolbar = blockToolbar(page, name);
    await expect(toolbar.getByRole("button", { name: "Select parent" })).toBeVisible();
    for (const forbidden of ["Delete", "Duplicate", `Move ${name}`])
      await expect(toolbar.getByRole("button", { name: forbidden })).toHaveCount(0);
    for (const key of ["Delete", "Backspace"]) {
      await page.keyboard.press(key);
      await expect(notice).toHaveText(refusal);
      await expect(layer(page, name)).toHaveAttribute("aria-selected", "true");
    }
  }

  // The same key deletes an ordinary container: it is the rule that keeps the header, not a dead key.
  await selectLayer(layer(page, "Container"));
  await page.keyboard.press("Delete");
  await expect(layer(page, "Container")).toHaveCount(0);
  await expectSaved(page);

  // What was saved has the header still.
  await page.reload();
  await openPage(page, title, path);
  await expect(layer(page, "Header")).toBeVisible();
  await expect(canvas(page).getByText(headline, { exact: true })).toBeVisible();
});

test("two editors save the same page: the second is told, and whichever version is chosen nothing is lost", async ({
  page,
  browser,
}, testInfo) => {
  // Ann makes the page and its Text.
  await openStudio(page);
  const { title, path } = await addPage(page, testInfo);
  await toolboxItem(page, "Text").click();
  const original = uniqueName(testInfo, "Original");
  await setSelectedText(page, original);
  await expectSaved(page);

  // Ben opens the same page in a browser of his own.
  const bensBrowser = await browser.newContext({ viewport: STUDIO_VIEWPORT });
  const ben = await bensBrowser.newPage();
  await openStudio(ben);
  await openPage(ben, title, path);
  await selectLayer(layer(ben, `Text “${original}”`));

  // Ann saves a change; Ben's save of his own then meets hers.
  await setSelectedText(page, uniqueName(testInfo, "Ann"));
  await expectSaved(page);
  const bens = uniqueName(testInfo, "Ben");
  await setSelectedText(ben, bens);
  const bensDialog = ben.getByRole("alertdialog", { name: "Someone else saved" });
  await expect(bensDialog).toContainText("Someone else saved this page while you were editing.");
  await expect(topBar(ben).getByRole("status").filter({ hasText: "Not saved" })).toHaveText("Not saved: someone else saved in between");

  // Ben keeps his: it is saved over Ann's.
  await bensDialog.getByRole("button", { name: "Keep mine" }).click();
  await expect(bensDialog).toBeHidden();
  await expectSaved(ben);

  // Ann, whose copy is now behind, changes it again and is told in turn. She loads Ben's version
  // (so his was saved), and hers stays available to export.
  const annsAgain = uniqueName(testInfo, "Ann-again");
  await setSelectedText(page, annsAgain);
  const annsDialog = page.getByRole("alertdialog", { name: "Someone else saved" });
  await annsDialog.getByRole("button", { name: "Load their version" }).click();
  await expect(annsDialog).toBeHidden();
  await expect(canvas(page).getByText(bens, { exact: true })).toBeVisible();
  await expect(canvas(page).getByText(annsAgain, { exact: true })).toHaveCount(0);
  await expectSaved(page);
  const kept = page.getByRole("status").filter({ hasText: "Your version of this page was replaced" });
  const download = page.waitForEvent("download");
  await kept.getByRole("button", { name: "Export my version" }).click();
  const exported: unknown = JSON.parse(await readFile(await (await download).path(), "utf8"));
  expect(exported).toMatchObject({
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    path,
    root: { children: [{ type: "Text", props: { content: richTextFromPlainText(annsAgain) } }] },
  });
  await bensBrowser.close();
});
