import { expect, type Page, test } from "@playwright/test";
import { expectNothingOverflows } from "./overflowWalker";
import { publishPage, type SavedPage, watchProblems } from "./pageHelpers";
import { expectNoSeriousViolations, listReleases, WIDTHS } from "./siteHelpers";

/**
 * The Countdown block (issue 39, item 1) on a published page of the real server, put there through
 * the studio's API: the server writes the moment in words, the browser hydrates without a warning
 * and counts each second; time moves by the browser's own clock (Playwright's `page.clock`), never
 * by waiting. A countdown to a release that has come links to it, one to an event that has begun
 * shows its message, and one to a release that is gone shows nothing. The page is deleted after the specs, so no other spec finds it.
 */
const MOMENT = "2035-06-14T19:30:00.000Z";
/** 12 days, 3 hours, 25 minutes and 9 seconds before the moment. */
const BEFORE = Date.parse(MOMENT) - ((12 * 24 + 3) * 3600 + 25 * 60 + 9) * 1000;
const PAGE_ID = `countdown-e2e-${process.pid}`;
const PATH = `/countdown-${process.pid}`;

/** The published page, deleted after the specs. */
let made: SavedPage | null = null;

test.beforeAll(async ({ request }) => {
  const [release] = await listReleases(request);
  if (!release) throw new Error("the demo has no release");
  const [show] = (await (await request.get("/api/public/events")).json()) as { id: string }[];
  if (!show) throw new Error("the demo has no upcoming event");
  made = await publishPage(request, {
    id: PAGE_ID,
    title: "Countdown",
    path: PATH,
    blocks: [
      {
        id: "to-date",
        type: "Countdown",
        props: { title: "Out Friday", date: MOMENT, timeZone: "America/New_York", endedMessage: "Out now" },
      },
      // The demo's releases are out by 2035: this one shows its message, linking to the release.
      {
        id: "to-release",
        type: "Countdown",
        props: { title: "The album", target: "release", releaseId: release.id, endedMessage: "Listen now" },
      },
      // The demo's shows have begun by 2035: this one shows its message though it is no longer upcoming.
      { id: "to-event", type: "Countdown", props: { title: "The show", target: "event", eventId: show.id, endedMessage: "On now" } },
      { id: "to-nothing", type: "Countdown", props: { title: "Gone", target: "release", releaseId: "no-such-release" } },
    ],
  });
});

test.afterAll(async ({ request }) => {
  if (made?.ok) await made.remove(request);
});

/** The browser's clock, at `time` and still: it moves only when the test says. */
async function stopClockAt(page: Page, time: number): Promise<void> {
  await page.clock.install({ time: time - 1000 });
  await page.clock.pauseAt(time);
}

const countdown = (page: Page, title: string) => page.locator(".bl-countdown", { has: page.getByRole("heading", { name: title }) });

test("counts down each second after hydrating without a warning, then shows its message", async ({ page }) => {
  const problems = watchProblems(page);
  await stopClockAt(page, BEFORE);
  await page.goto(PATH);
  const block = countdown(page, "Out Friday");
  await expect(block.locator("time")).toHaveText("Thu, Jun 14, 2035 · 3:30 PM EDT");
  const timer = block.getByRole("timer");
  await expect(timer).toHaveAccessibleName("12 days, 3 hours left");
  await expect(timer).toHaveAttribute("aria-live", "off");
  await expect(block.locator(".bl-countdown__unit")).toHaveText(["12Days", "03Hours", "25Minutes", "09Seconds"]);
  await page.clock.runFor(2000);
  await expect(block.locator(".bl-countdown__unit")).toHaveText(["12Days", "03Hours", "25Minutes", "07Seconds"]);
  await page.clock.runFor(60_000);
  await expect(block.locator(".bl-countdown__unit")).toHaveText(["12Days", "03Hours", "24Minutes", "07Seconds"]);
  // To a second before the moment, then past it.
  await page.clock.fastForward(Date.parse(MOMENT) - 1000 - (BEFORE + 62_000));
  await expect(timer).toHaveAccessibleName("1 second left");
  await page.clock.runFor(1000);
  await expect(block.getByRole("timer")).toHaveCount(0);
  await expect(block.getByText("Out now", { exact: true })).toBeVisible();
  // A countdown to a release that has come links to its page; one to a release that is gone shows nothing.
  await expect(countdown(page, "The album").getByRole("link", { name: "Listen now" })).toHaveAttribute("href", /^\/music\/.+/);
  await expect(countdown(page, "The show").getByText("On now", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gone" })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("is readable without JavaScript: the title and the moment in words", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  const block = countdown(page, "Out Friday");
  await expect(block.locator("time")).toHaveText("Thu, Jun 14, 2035 · 3:30 PM EDT");
  await expect(block.getByRole("timer")).toHaveCount(0);
  await context.close();
});

test("is sound for axe and overflows nothing at 375, 768 and 1280 px, and does not animate for who asks for less motion", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await stopClockAt(page, BEFORE);
  await page.goto(PATH);
  const timer = countdown(page, "Out Friday").getByRole("timer");
  await expect(timer).toBeVisible();
  await expect(timer).toHaveCSS("animation-name", "none");
  // axe waits on timers of its own: the clock runs again.
  await page.clock.resume();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingOverflows(page, `the countdown page at ${width} px`);
    await expectNoSeriousViolations(page, `the countdown page at ${width} px`);
  }
});
