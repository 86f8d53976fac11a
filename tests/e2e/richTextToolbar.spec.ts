import { expect, test } from "@playwright/test";
import { STUDIO_VIEWPORT } from "./editorHelpers";
import { newText, onCanvas, retype, toolbar } from "./richTextHelpers";

/**
 * The rich-text editor of SPEC §2 in a Text's settings panel: the toolbar line by line, and links.
 * Each test adds a page of its own; the tests of this file run one after the other.
 */
test.describe.configure({ mode: "default" });
test.use({ viewport: STUDIO_VIEWPORT });

test("the toolbar: formats, block types, font size, colour, alignment, indents, undo and redo", async ({ page }, testInfo) => {
  const { editor } = await newText(page, testInfo);
  const undo = toolbar(page).getByRole("button", { name: "Undo typing", exact: true });
  const redo = toolbar(page).getByRole("button", { name: "Redo typing", exact: true });

  await test.step("type and format: bold, italic, underline, strikethrough, then clear formatting", async () => {
    await page.keyboard.type("Tour dates");
    await expect(onCanvas(page)).toHaveText("Tour dates");
    await page.keyboard.press("ControlOrMeta+a");
    for (const [label, tag] of [
      ["Bold", "strong"],
      ["Italic", "em"],
      ["Underline", "u"],
      ["Strikethrough", "s"],
    ] as const) {
      await toolbar(page).getByRole("button", { name: label, exact: true }).click();
      await expect(toolbar(page).getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(onCanvas(page).locator(tag)).toHaveText("Tour dates");
    }
    await toolbar(page).getByRole("button", { name: "Clear formatting" }).click();
    await expect(onCanvas(page).locator("strong, em, u, s")).toHaveCount(0);
    await expect(onCanvas(page)).toHaveText("Tour dates");
  });

  await test.step("every block type; choosing the active list type again reverts to a paragraph", async () => {
    const blockType = toolbar(page).getByRole("combobox", { name: "Block type" });
    for (const [label, selector] of [
      ["Heading 1", "h1"],
      ["Heading 2", "h2"],
      ["Heading 3", "h3"],
      ["Quote", "blockquote"],
      ["Code Block", "pre code"],
      ["Numbered List", "ol > li"],
      ["Bulleted List", "ul > li"],
      ["Check List", "ul[role=list] > li[role=checkbox], ul > li[aria-checked]"],
      ["Paragraph", "p"],
    ] as const) {
      await blockType.selectOption({ label });
      await expect(onCanvas(page).locator(selector).first()).toHaveText("Tour dates");
    }
    await blockType.selectOption({ label: "Bulleted List" });
    await expect(onCanvas(page).locator("ul > li")).toHaveText("Tour dates");
    await blockType.selectOption({ label: "Bulleted List" });
    await expect(onCanvas(page).locator("p")).toHaveText("Tour dates");
    await expect(onCanvas(page).locator("ul")).toHaveCount(0);
  });

  await test.step("font size: held to 1-72, 16 when not a number, +/- step it", async () => {
    const size = toolbar(page).getByRole("textbox", { name: "Font size" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await size.fill("100");
    await size.press("Enter");
    await expect(size).toHaveValue("72");
    await expect(onCanvas(page).locator('span[style*="font-size"]')).toHaveCSS("font-size", "72px");
    await size.fill("0");
    await size.press("Enter");
    await expect(size).toHaveValue("1");
    await size.fill("big");
    await size.press("Enter");
    await expect(size).toHaveValue("16");
    await toolbar(page).getByRole("button", { name: "Increase font size" }).click();
    await expect(size).not.toHaveValue("16");
    await toolbar(page).getByRole("button", { name: "Decrease font size" }).click();
    await expect(size).toHaveValue("16");
  });

  await test.step("text colour: a hex input of at most 7 characters, default #000", async () => {
    const colour = toolbar(page).getByRole("textbox", { name: "Text colour", exact: true });
    await expect(colour).toHaveAttribute("maxlength", "7");
    await expect(colour).toHaveValue("#000");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await colour.fill("#e4572e");
    await colour.press("Enter");
    await expect(onCanvas(page).locator('span[style*="color"]')).toHaveCSS("color", "rgb(228, 87, 46)");
  });

  await test.step("alignment: left, center, right, justify", async () => {
    for (const [label, align] of [
      ["Center Align", "center"],
      ["Right Align", "right"],
      ["Justify Align", "justify"],
      ["Left Align", "left"],
    ] as const) {
      await toolbar(page).getByRole("button", { name: label }).click();
      await expect(onCanvas(page).locator("p")).toHaveCSS("text-align", align);
    }
  });

  await test.step("a list nests 7 deep and no further (SPEC: max list indent 7)", async () => {
    await retype(page, editor, "Set list");
    await toolbar(page).getByRole("combobox", { name: "Block type" }).selectOption({ label: "Bulleted List" });
    for (let press = 0; press < 9; press++) await toolbar(page).getByRole("button", { name: "Indent" }).click();
    // The list and six lists nested in it, as the Lexical Playground's maximum depth of 7 counts.
    await expect(onCanvas(page).locator("ul ul ul ul ul ul ul > li")).toHaveText("Set list");
    await expect(onCanvas(page).locator("ul ul ul ul ul ul ul ul")).toHaveCount(0);
    await toolbar(page).getByRole("button", { name: "Outdent" }).click();
    await expect(onCanvas(page).locator("ul ul ul ul ul ul ul")).toHaveCount(0);
    await expect(onCanvas(page).locator("ul ul ul ul ul ul > li")).toHaveText("Set list");
  });

  await test.step("a code block shows a language picker instead of the formatting tools, and is highlighted", async () => {
    await retype(page, editor, "const encore = 1;");
    await toolbar(page).getByRole("combobox", { name: "Block type" }).selectOption({ label: "Code Block" });
    const language = toolbar(page).getByRole("combobox", { name: "Code language" });
    await expect(language).toBeVisible();
    await expect(toolbar(page).getByRole("button", { name: "Bold", exact: true })).toHaveCount(0);
    await language.selectOption({ label: "JavaScript" });
    await expect(onCanvas(page).locator("pre code .bl-rt-token-keyword").first()).toHaveText("const");
    await toolbar(page).getByRole("combobox", { name: "Block type" }).selectOption({ label: "Paragraph" });
    await expect(toolbar(page).getByRole("button", { name: "Bold", exact: true })).toBeVisible();
  });

  await test.step("Insert: horizontal rule, page break, collapsible container", async () => {
    const insert = toolbar(page).getByRole("combobox", { name: "Insert" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await insert.selectOption({ label: "Horizontal Rule" });
    await expect(onCanvas(page).locator("hr:not(.bl-rt-page-break)")).toHaveCount(1);
    await insert.selectOption({ label: "Page Break" });
    await expect(onCanvas(page).locator("hr.bl-rt-page-break")).toHaveCount(1);
    await insert.selectOption({ label: "Collapsible container" });
    await expect(onCanvas(page).locator("details summary")).toHaveCount(1);
  });

  await test.step("undo and redo are enabled only when there is history", async () => {
    await expect(undo).toBeEnabled();
    await expect(redo).toBeDisabled();
    await undo.click();
    await expect(redo).toBeEnabled();
    await redo.click();
    await expect(redo).toBeDisabled();
  });
});

test("links: the popover's states and keys, and only acceptable addresses", async ({ page }, testInfo) => {
  const { editor } = await newText(page, testInfo);
  await page.keyboard.type("Tickets here");
  await page.keyboard.press("ControlOrMeta+a");
  const popover = page.getByRole("dialog", { name: "Link" });
  const address = popover.getByRole("combobox", { name: "Link URL" });

  await test.step("a new link starts as https://; Escape cancels", async () => {
    await page.keyboard.press("ControlOrMeta+k");
    await expect(address).toHaveValue("https://");
    await expect(address).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(onCanvas(page).locator("a")).toHaveCount(0);
  });

  await test.step("an unsafe address is refused and kept for correction; an empty one makes no link", async () => {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await toolbar(page).getByRole("button", { name: "Link" }).click();
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    await expect(address).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(popover.getByRole("alert")).toHaveText(
      "Enter a web address such as https://example.com, an e-mail address, or a path of this site such as /music.",
    );
    await address.fill("");
    await address.press("Enter");
    await expect(popover).toBeHidden();
    await expect(onCanvas(page).locator("a")).toHaveCount(0);
  });

  await test.step("Enter applies a web address; the view shows it with Edit and Remove", async () => {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("ControlOrMeta+k");
    await address.fill("tickets.example/tour");
    await address.press("Enter");
    await expect(onCanvas(page).locator("a")).toHaveAttribute("href", "https://tickets.example/tour");
    await editor.click();
    await page.keyboard.press("ArrowLeft");
    await expect(popover.getByRole("link")).toHaveText("https://tickets.example/tour");
    await popover.getByRole("button", { name: "Edit" }).click();
    await address.fill("mailto:band@example.com");
    await address.press("Enter");
    await expect(onCanvas(page).locator("a")).toHaveAttribute("href", "mailto:band@example.com");
    // A page of the site, as a Button's link takes it (issue 34).
    await editor.click();
    await page.keyboard.press("ArrowLeft");
    await popover.getByRole("button", { name: "Edit" }).click();
    await address.fill("/music");
    await address.press("Enter");
    await expect(onCanvas(page).locator("a")).toHaveAttribute("href", "/music");
    await editor.click();
    await page.keyboard.press("ArrowLeft");
    await popover.getByRole("button", { name: "Remove" }).click();
    await expect(onCanvas(page).locator("a")).toHaveCount(0);
    await expect(onCanvas(page)).toHaveText("Tickets here");
  });
});
