import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { uniqueName } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";
import { cartButton, signUp, usd } from "./siteHelpers";

/**
 * A pre-order is delivered when its date is reached (issue 36, item 5). The artist's release, dated
 * a week ahead of the release clock with one 'instant grat' track, is made through the studio's API
 * (its form has its own component tests); a fan pre-orders and pays on the test provider, their
 * library says it is pre-ordered; the test moves the release clock (POST /api/testing/release-clock,
 * TEST_CLOCK_CONTROL: the job's own time source, never a sleep, and never the server's clock, which
 * every spec's sessions and stock holds share) past the date, which runs the delivery job: the
 * library holds it as delivered and the fan has one "out now" email. The release is archived after the test,
 * passed or failed, so no other spec finds it at the top of the catalogue (newest first).
 */
const DAY = 24 * 3600 * 1000;
const moveReleaseClock = async (request: import("@playwright/test").APIRequestContext, advanceMs: number) => {
  const moved = await request.post("/api/testing/release-clock", { data: { advanceMs } });
  expect(moved.status(), "POST /api/testing/release-clock (TEST_CLOCK_CONTROL=1)").toBe(200);
  return (await moved.json()) as { now: string; delivered: { productId: string }[] };
};

/** The release each attempt made, archived whatever the attempt's outcome: one left behind tops the catalogue other specs count. */
let archive: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await archive?.();
  archive = null;
});

test("a pre-order is charged now and delivered, with an email, when the release clock reaches its date", async ({
  page,
  request,
}, testInfo) => {
  const { owner } = demoCredentials();
  const login = await (await request.post("/api/editor/sessions", { data: owner })).json();
  const releases = `/api/profiles/${login.editor.profileId}/releases`;
  const headers = { authorization: `Bearer ${login.token}` };
  const title = uniqueName(testInfo, "Tomorrow's Tide");
  const { now } = await moveReleaseClock(request, 0);
  const made = await request.post(releases, {
    headers,
    data: {
      title,
      artist: "The Lantern Coast",
      category: "Music",
      releaseType: "single",
      status: "published",
      releasedAt: new Date(Date.parse(now) + 7 * DAY).toISOString(),
      variants: [
        {
          price: 2,
          tracks: [
            { title: "First Light", media: [], instantGrat: true },
            { title: "High Water", media: [] },
          ],
        },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const release = (await made.json()) as { id: string; version: number };
  // Archived (it has an order) once the test ends, passed or not.
  archive = async () => {
    expect((await request.delete(`${releases}/${release.id}`, { headers })).status()).toBe(200);
  };

  const fan = await signUp(page);
  await page.goto(`/music/${encodeURIComponent(release.id)}`);
  await expect(page.getByText(/^Pre-order: out /)).toBeVisible();
  await page.getByRole("button", { name: "Pre-order", exact: true }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/checkout");
  await page.getByRole("button", { name: `Pay ${usd(2)}` }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${usd(2)}` }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);

  await page.goto("/account");
  const tracks = page.getByRole("list", { name: `Tracks of ${title}` });
  await expect(tracks).toBeVisible();
  await expect(page.getByText(/^Pre-ordered: out /)).toBeVisible();
  await expect(tracks.getByText("Out on the release date")).toHaveCount(1);
  expect(await mailTo(fan.email).then((mail) => mail.filter((message) => message.subject === `${title} is out now`))).toEqual([]);

  const moved = await moveReleaseClock(request, 8 * DAY);
  expect(moved.delivered.filter((line) => line.productId === release.id)).toHaveLength(1);
  await page.reload();
  await expect(tracks).toBeVisible();
  await expect(page.getByText(/^Pre-ordered: out /)).toHaveCount(0);
  await expect(tracks.getByText("Out on the release date")).toHaveCount(0);
  await expect
    .poll(async () => (await mailTo(fan.email)).filter((message) => message.subject === `${title} is out now`).length, {
      message: "the 'out now' email reaches the outbox",
    })
    .toBe(1);
  const [email] = (await mailTo(fan.email)).filter((message) => message.subject === `${title} is out now`);
  expect(email?.text).toContain("lantern-coast.localhost");
});
