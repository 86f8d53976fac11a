import { expect, type Page, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { openSection, submitStudioLogin, topBar } from "./editorHelpers";
import { expectNothingOverflows } from "./overflowWalker";
import { expectNoSeriousViolations } from "./siteHelpers";

/**
 * Every screen of the studio, and the dialogs and forms it opens, at a laptop's width and a
 * phone's (issue 34, item 15): axe finds nothing serious or critical, and nothing lies outside the
 * window or has its text cut. Read only: forms are opened and closed, never sent.
 */
test.describe.configure({ timeout: 180_000 });

/** Each section, and what shows once it has loaded. */
const SCREENS: readonly { label: string; ready: (page: Page) => Promise<void> }[] = [
  { label: "Home", ready: (page) => expect(page.getByRole("heading", { name: "At a glance" })).toBeVisible() },
  { label: "Site", ready: (page) => expect(topBar(page).getByRole("button", { name: "Publish" })).toBeVisible() },
  ...[
    ["Music", "Music"],
    ["Posts", "Posts"],
    ["Events", "Events"],
    ["Memberships", "Memberships"],
    ["Orders", "Orders"],
    ["Codes", "Download codes"],
    ["Discounts", "Discounts"],
    ["Shipping", "Shipping"],
    ["Messages", "Messages"],
    ["Outbox", "Outbox"],
    ["Audience", "Email lists"],
    ["Media", "Media"],
    ["Team", "Team"],
    ["Activity", "Activity"],
    ["Settings", "Settings"],
    ["Your account", "Your account"],
  ].map(([label = "", heading = ""]) => ({
    label,
    ready: async (page: Page) => {
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    },
  })),
  { label: "Emails", ready: (page) => expect(page.getByRole("button", { name: "Create email" })).toBeVisible() },
];

/** The forms and dialogs a section opens, each opened, checked, and closed again. */
const OPENED: readonly { section: string; what: string; open: (page: Page) => Promise<void>; close: (page: Page) => Promise<void> }[] = [
  {
    section: "Site",
    what: "Site settings",
    open: (page) => topBar(page).getByRole("button", { name: "Site settings" }).click(),
    close: (page) => topBar(page).getByRole("button", { name: "Site settings" }).click(),
  },
  {
    section: "Site",
    what: "Page settings",
    open: (page) => topBar(page).getByRole("button", { name: "Page settings" }).click(),
    close: (page) => topBar(page).getByRole("button", { name: "Page settings" }).click(),
  },
  {
    section: "Site",
    what: "the banner naming why an imported page was refused",
    open: async (page) => {
      await page.getByLabel("Import JSON file").setInputFiles({
        name: "not-a-page.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ kind: "page", schemaVersion: 1, blocks: "none" })),
      });
      await expect(page.getByRole("alert").filter({ hasText: "This file is not a valid page; nothing was imported:" })).toBeVisible();
    },
    close: (page) => page.getByRole("alert").filter({ hasText: "nothing was imported" }).getByRole("button", { name: "Close" }).click(),
  },
  {
    section: "Codes",
    what: "the new batch dialog",
    open: (page) => page.getByRole("button", { name: "New batch" }).click(),
    close: (page) => page.getByRole("dialog", { name: "New batch of download codes" }).getByRole("button", { name: "Cancel" }).click(),
  },
  {
    section: "Discounts",
    what: "the new discount code form",
    open: (page) => page.getByRole("button", { name: "New code" }).click(),
    close: (page) => page.getByRole("button", { name: "Cancel" }).click(),
  },
  {
    section: "Shipping",
    what: "the new shipping zone form",
    open: (page) => page.getByRole("button", { name: "New zone" }).click(),
    close: (page) => page.getByRole("button", { name: "Cancel" }).click(),
  },
  {
    section: "Posts",
    what: "the new post form",
    open: (page) => page.getByRole("button", { name: "New post" }).click(),
    close: (page) => page.getByRole("button", { name: "Cancel" }).click(),
  },
  {
    section: "Posts",
    what: "the media picker",
    open: async (page) => {
      await page.getByRole("button", { name: "New post" }).click();
      await page.getByRole("combobox", { name: "Type", exact: true }).selectOption({ label: "Image" });
      await page.getByRole("button", { name: "Choose image" }).click();
      await expect(page.getByRole("dialog", { name: "Choose an image" }).getByRole("button", { name: "Select image" })).toBeVisible();
    },
    close: async (page) => {
      await page.getByRole("dialog", { name: "Choose an image" }).getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("dialog", { name: "Choose an image" })).toHaveCount(0);
      await page.getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    section: "Posts",
    what: "the caption's Insert Table dialog",
    open: async (page) => {
      await page.getByRole("button", { name: "New post" }).click();
      await page.getByRole("textbox", { name: "Caption" }).click();
      await page.getByRole("toolbar", { name: "Formatting" }).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Table" });
      await expect(page.getByRole("dialog", { name: "Insert Table" }).getByLabel("Rows")).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Insert Table" })).toHaveCount(0);
      await page.getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    section: "Posts",
    what: "a post's comments",
    open: async (page) => {
      await page
        .getByRole("button", { name: /^Comments on/ })
        .first()
        .click();
      await expect(
        page
          .getByRole("region", { name: /^Comments on/ })
          .getByRole("row")
          .nth(1),
      ).toBeVisible();
    },
    close: (page) => page.getByRole("button", { name: "Close comments" }).click(),
  },
  {
    section: "Posts",
    what: "the comments across posts, with the filter words",
    open: async (page) => {
      await page.getByRole("button", { name: "All comments" }).click();
      await expect(page.getByRole("region", { name: "Comments on your posts" }).getByRole("row").nth(1)).toBeVisible();
      await expect(page.getByLabel("Words to hold for approval")).toBeEnabled();
      // Other tests on this server may turn a fan's comments off: the list is there either way, once loaded.
      await expect(page.getByRole("heading", { name: "Fans whose comments are turned off" })).toBeVisible();
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    },
    close: (page) => page.getByRole("button", { name: "Back to posts" }).click(),
  },
  {
    section: "Events",
    what: "the new event form",
    open: (page) => page.getByRole("button", { name: "Add event" }).click(),
    close: (page) => page.getByRole("button", { name: "Cancel" }).click(),
  },
  {
    section: "Music",
    what: "the new release form",
    open: (page) => page.getByRole("button", { name: "New release" }).click(),
    close: (page) => page.getByRole("button", { name: "Cancel" }).click(),
  },
  {
    section: "Memberships",
    what: "the new tier form",
    open: (page) => page.getByRole("button", { name: "Add tier" }).click(),
    close: (page) => page.getByRole("button", { name: "Cancel" }).click(),
  },
  {
    section: "Audience",
    what: "the fans' table",
    open: (page) => page.getByRole("button", { name: "Fans" }).click(),
    close: (page) => page.getByRole("button", { name: "Email lists" }).click(),
  },
  {
    section: "Events",
    what: "the dialog asking before an event is deleted",
    open: async (page) => {
      await page
        .getByRole("list", { name: "Your events" })
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
    close: (page) => page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click(),
  },
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
]) {
  test(`every studio screen at ${viewport.width} px: nothing serious for axe, nothing outside the window or cut`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { owner } = demoCredentials();
    await submitStudioLogin(page, owner.email, owner.password);
    for (const screen of SCREENS) {
      await openSection(page, screen.label);
      await screen.ready(page);
      await expectNothingOverflows(page, `${screen.label} at ${viewport.width} px`);
      await expectNoSeriousViolations(page, `${screen.label} at ${viewport.width} px`);
    }
  });

  test(`the studio's forms and dialogs at ${viewport.width} px: nothing serious for axe, nothing outside the window or cut`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { owner } = demoCredentials();
    await submitStudioLogin(page, owner.email, owner.password);
    for (const opened of OPENED) {
      // The page editor's panels are for a wider screen: on a phone the Site section offers its pages and Publish only.
      if (opened.section === "Site" && viewport.width < 900) continue;
      await openSection(page, opened.section);
      await opened.open(page);
      await expectNothingOverflows(page, `${opened.what} at ${viewport.width} px`);
      await expectNoSeriousViolations(page, `${opened.what} at ${viewport.width} px`);
      await opened.close(page);
    }
  });
}
