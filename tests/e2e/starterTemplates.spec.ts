import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { canvas, STUDIO_VIEWPORT, topBar } from "./editorHelpers";
import { freshDataDir, type RunningServer, startRealServer } from "./realServer";

/**
 * Starter templates (issue 39, item 4): an artist made with `backline artist create --template dj`
 * has the DJ/producer site's five pages published with their name; in the studio they preview the
 * band template, apply it to the whole site, see their pages change, and take it all back with
 * one Undo. A server of its own: the new artist's site is changed.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ viewport: STUDIO_VIEWPORT });

const ARTIST = "Static Hum";
const SLUG = "static-hum";
const OWNER_EMAIL = "owner@statichum.test";
const PASSWORD = "four to the floor 4am";
const DJ_TAGLINE = "Late sets, deep cuts, new edits every month.";
const BAND_TAGLINE = "Four people, one van, too many amps. New record out now.";

let server: RunningServer;

test.beforeAll(async ({ request }, testInfo) => {
  // The command migrates a fresh database, then the server loads the demo beside the artist: minutes on a busy machine.
  testInfo.setTimeout(300_000);
  const dataDir = freshDataDir();
  const stdout = execFileSync(
    process.execPath,
    ["bin/backline.js", "artist", "create", "--name", ARTIST, "--owner-email", OWNER_EMAIL, "--slug", SLUG, "--template", "dj"],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "3000" }, encoding: "utf8" },
  );
  const token = /\/studio\/set-password\?token=([A-Za-z0-9_-]+)/.exec(stdout)?.[1] ?? "";
  server = await startRealServer(dataDir);
  const set = await request.post(`${onArtist("/api/editor/password-links/use")}`, { data: { token, password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
});
test.afterAll(async () => {
  server?.process.kill("SIGTERM");
  await server?.exited;
});

/** The artist's own address, `<slug>.localhost`, on the server's port (browsers take *.localhost to this machine). */
function onArtist(path: string): string {
  return `http://${SLUG}.localhost:${new URL(server.baseUrl).port}${path}`;
}

async function logIn(page: Page) {
  await page.goto(onArtist("/studio/site"));
  await page.getByLabel("Email").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("navigation", { name: "Studio sections" })).toBeVisible();
}

test("an artist made with --template dj has the DJ/producer site's five pages, published with their name", async ({ page }) => {
  await page.goto(onArtist("/"));
  await expect(page.getByRole("heading", { name: ARTIST, level: 1 })).toBeVisible();
  await expect(page.getByText(DJ_TAGLINE)).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["About", "Music", "Tour", "Contact", "Members"]);
  const pages: [string, string][] = [
    ["About", `About ${ARTIST}`],
    ["Music", "Releases"],
    ["Tour", "Gigs"],
    ["Contact", "Bookings and contact"],
  ];
  for (const [link, heading] of pages) {
    await nav.getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByText(heading, { exact: true }).first()).toBeVisible();
  }
  await expect(page).toHaveTitle(`Contact · ${ARTIST}`);
});

test("in the studio the artist previews the band template, applies it to the whole site, and one Undo takes it back", async ({ page }) => {
  await logIn(page);
  await expect(canvas(page).getByText(DJ_TAGLINE)).toBeVisible();
  const pageList = page.getByRole("region", { name: "Pages" });
  await expect(pageList.getByRole("listitem")).toHaveCount(5);

  await pageList.locator("..").getByRole("button", { name: "Templates" }).click();
  const dialog = page.getByRole("dialog", { name: "Start from a template" });
  await dialog.getByRole("radio", { name: /^Band/ }).check();
  const preview = dialog.getByRole("region", { name: "Preview: Band, Home page" });
  await expect(preview.getByText(BAND_TAGLINE)).toBeVisible();
  await expect(preview.getByRole("heading", { name: ARTIST })).toBeVisible();
  await dialog.getByLabel("Page to preview").selectOption({ label: "About (/about)" });
  await expect(dialog.getByRole("region", { name: "Preview: Band, About page" }).getByText(`About ${ARTIST}`)).toBeVisible();

  await dialog.getByRole("button", { name: "Apply to the whole site" }).click();
  const confirm = page.getByRole("dialog", { name: "Apply “Band” to the whole site?" });
  await confirm.getByRole("button", { name: "Apply to the whole site" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(canvas(page).getByText(BAND_TAGLINE)).toBeVisible();
  await expect(canvas(page).getByText(DJ_TAGLINE)).toHaveCount(0);
  await expect(page.getByText("Template “Band” applied to the whole site. Undo takes it back.")).toBeVisible();

  await topBar(page).getByRole("button", { name: "Undo" }).click();
  await expect(canvas(page).getByText(DJ_TAGLINE)).toBeVisible();
  await expect(canvas(page).getByText(BAND_TAGLINE)).toHaveCount(0);
  await expect(page.getByText("Template “Band” taken back: your site is as it was.")).toBeVisible();
  await expect(topBar(page).getByRole("button", { name: "Undo" })).toBeDisabled();

  // What is saved is the DJ site again: a reload shows it, and the About page's words are the DJ's.
  await page.reload();
  await expect(canvas(page).getByText(DJ_TAGLINE)).toBeVisible();
  await pageList.getByRole("button", { name: /^About/ }).click();
  await expect(canvas(page).getByText("Tell your story here", { exact: false })).toBeVisible();
});
