import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { canvas, layers, STUDIO_VIEWPORT, siteSettings, submitStudioLogin, topBar } from "./editorHelpers";
import { type RunningServer, startRealServer } from "./realServer";
import { expectNoSeriousViolations } from "./siteHelpers";

/**
 * Web fonts (issue 39, item 5), on a server of its own: choosing the site's fonts changes what
 * every fan sees. The artist picks a heading and a body font in Site settings (one with the mouse,
 * one with the keyboard), the canvas shows them at once, Undo takes a choice back; once published,
 * a fan's browser loads them from the site's own origin and no other.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: STUDIO_VIEWPORT });

let server: RunningServer;
let owner: { email: string; password: string };

test.beforeAll(async () => {
  // The demo's copy waits for the shared server's template, which a busy machine takes a while to make.
  test.setTimeout(240_000);
  server = await startRealServer();
  owner = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8")).owner;
});
test.afterAll(async () => {
  server?.process.kill("SIGTERM");
  await server?.exited;
});

const HEADING = "Join the tribe";
const BODY = /^Demos, voice memos, setlist votes/;

/** The first family of an element's computed `font-family`, without its quotes. */
async function firstFamilyOf(element: Locator): Promise<string> {
  const family = await element.evaluate((node) => getComputedStyle(node).fontFamily);
  return (family.split(",")[0] ?? "").trim().replace(/^["']|["']$/g, "");
}

/** The families `document.fonts` reports loaded, once the fonts the page uses have arrived. */
async function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/^["']|["']$/g, ""));
  });
}

test("the heading and body fonts chosen in the studio show on the canvas at once, and a fan's browser loads them from the site alone", async ({
  page,
  browser,
}) => {
  await test.step("pick Bebas Neue for headings with the mouse and Inter for the text with the keyboard", async () => {
    await submitStudioLogin(page, owner.email, owner.password, `${server.baseUrl}/studio/site`);
    await expect(layers(page).getByRole("treeitem", { name: "Page" })).toBeVisible();
    await topBar(page).getByRole("button", { name: "Site settings" }).click();
    const heading = siteSettings(page).getByRole("group", { name: "Heading font" });
    const body = siteSettings(page).getByRole("group", { name: "Body font" });
    // The demo names its font as sites did before the picker: kept, first in the list, until replaced.
    const kept = body.getByRole("radio", { name: "Helvetica Neue, Arial, sans-serif from before" });
    await expect(kept).toBeChecked();
    await expect(heading.getByRole("radio", { name: "Same as body Helvetica Neue, Arial, sans-serif" })).toBeChecked();
    // Each family is previewed in its own face, from our origin.
    await expect.poll(() => firstFamilyOf(body.getByText("Playfair Display", { exact: true }))).toBe("Playfair Display Variable");

    await heading.getByRole("radio", { name: "Bebas Neue" }).check();
    await kept.focus();
    await page.keyboard.press("ArrowDown");
    await expect(body.getByRole("radio", { name: "System sans" })).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(body.getByRole("radio", { name: "Inter" })).toBeChecked();
    await expect(body.getByRole("radio", { name: "Inter" })).toBeFocused();
    await expectNoSeriousViolations(page, "Site settings with the font pickers");
  });

  await test.step("the canvas shows both at once; Undo takes the last choice back and Redo brings it again", async () => {
    const heading = canvas(page).getByRole("heading", { name: HEADING });
    const text = canvas(page).getByText(BODY);
    await expect.poll(() => firstFamilyOf(heading)).toBe("Bebas Neue");
    await expect.poll(() => firstFamilyOf(text)).toBe("Inter Variable");
    await expect.poll(async () => (await loadedFamilies(page)).includes("Inter Variable")).toBe(true);
    await topBar(page).getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => firstFamilyOf(text)).toBe("Arial");
    await expect(siteSettings(page).getByRole("group", { name: "Body font" }).getByRole("radio", { name: "System sans" })).toBeChecked();
    await expect.poll(() => firstFamilyOf(heading)).toBe("Bebas Neue");
    await topBar(page).getByRole("button", { name: "Redo" }).click();
    await expect.poll(() => firstFamilyOf(text)).toBe("Inter Variable");
  });

  await test.step("publish", async () => {
    const sitePublished = page.waitForResponse((response) => response.url().endsWith("/documents/site/publish") && response.ok());
    await topBar(page).getByRole("button", { name: "Publish" }).click();
    await sitePublished;
  });

  await test.step("a fan's browser asks our origin alone for every font, and sets the heading and the text in the chosen ones", async () => {
    const fanContext = await browser.newContext();
    const fan = await fanContext.newPage();
    const requests: Request[] = [];
    fan.on("request", (request) => requests.push(request));
    const response = await fan.goto(`${server.baseUrl}/`);
    expect(response?.headers()["content-security-policy"]).toContain("font-src 'self';");
    await expect(fan.getByRole("heading", { name: HEADING })).toBeVisible();
    await expect.poll(() => firstFamilyOf(fan.getByRole("heading", { name: HEADING }))).toBe("Bebas Neue");
    await expect.poll(() => firstFamilyOf(fan.getByText(BODY))).toBe("Inter Variable");
    await expect.poll(async () => (await loadedFamilies(fan)).sort()).toEqual(expect.arrayContaining(["Bebas Neue", "Inter Variable"]));
    await fan.waitForLoadState("networkidle");

    const origin = new URL(server.baseUrl).origin;
    const fonts = requests.filter((request) => request.resourceType() === "font" || /\.woff2?(\?|$)/.test(request.url()));
    expect(fonts.map((request) => new URL(request.url()).pathname.replace(/^.*\//, "")).sort()).toEqual(
      expect.arrayContaining(["bebas-neue-latin-400-normal.woff2", "inter-latin-wght-normal.woff2"]),
    );
    for (const request of fonts) {
      expect(new URL(request.url()).origin, request.url()).toBe(origin);
      const answer = await request.response();
      expect(answer?.status(), request.url()).toBe(200);
      expect(answer?.headers()["content-type"]).toBe("font/woff2");
      expect(answer?.headers()["cache-control"]).toContain("immutable");
    }
    // Nor does the page ask any other site for anything at all.
    expect(requests.map((request) => new URL(request.url()).origin).filter((other) => other !== origin && other !== "null")).toEqual([]);
    await expect(fan.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
    await fanContext.close();
  });
});
