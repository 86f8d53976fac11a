import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { addPage, blockSettings, canvas, layer, openStudio, STUDIO_VIEWPORT, selectLayer, toolboxItem, topBar } from "./editorHelpers";
import { expectNothingOverflows } from "./overflowWalker";
import { ownerSession, publishPage, savePage, watchProblems } from "./pageHelpers";
import { expectNoSeriousViolations, WIDTHS } from "./siteHelpers";

/**
 * The Embed block (issue 39): on a published page each of the five services is a card that asks
 * nothing of another site; a click (or Enter, or Space) loads that service's player, and only it,
 * under a policy that frames exactly those players. The other sites are answered here by a local
 * stand-in, so the run needs no network, and every request to them is recorded.
 */

const PLAYERS = [
  {
    service: "Spotify",
    url: "https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=1a2b3c",
    title: "Night Drive",
    player: "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
  },
  {
    service: "SoundCloud",
    url: "https://soundcloud.com/forss/flickermood",
    title: "Flickermood",
    player:
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&visual=true&show_comments=false&hide_related=true",
  },
  {
    service: "Bandcamp",
    url: "https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/",
    title: "Harbour Lights",
    player: "https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/",
  },
  {
    service: "Apple Music",
    url: "https://music.apple.com/us/album/night-drive/1440857781",
    title: "",
    player: "https://embed.music.apple.com/us/album/night-drive/1440857781",
  },
  {
    service: "YouTube",
    url: "https://www.youtube.com/watch?v=jNQXAC9IVRw",
    title: "Live at the pier",
    player: "https://www.youtube-nocookie.com/embed/jNQXAC9IVRw",
  },
] as const;

/** Every request the page makes elsewhere, answered by a stand-in player; and React's warnings. */
async function watch(page: Page, ownOrigin: string) {
  const outside: string[] = [];
  const problems = watchProblems(page);
  await page.route(
    (url) => url.origin !== ownOrigin,
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" });
    },
  );
  return { outside, problems };
}

test("the server refuses an Embed block whose address is on another site, naming the prop and why", async ({ request }, testInfo) => {
  for (const url of ["https://youtube.com.evil.test/watch?v=jNQXAC9IVRw", "javascript:alert(1)"]) {
    const id = `embed-refused-${testInfo.workerIndex}-${Date.now().toString(36)}`;
    const refused = await savePage(request, await ownerSession(request), {
      id,
      title: "Listen",
      path: `/${id}`,
      blocks: [{ id: "bad", type: "Embed", props: { url } }],
    });
    if (refused.ok) throw new Error(`${url} was accepted`);
    expect(refused.status, url).toBe(400);
    expect(refused.body, url).toContain("/root/children/0/props/url");
    expect(refused.body, url).toContain(
      "must be a Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo address starting with https://",
    );
  }
});

test("five Embed blocks ask nothing of another site until a fan chooses one, then load only its player", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const id = `embeds-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const published = await publishPage(request, {
    id,
    title: "Listen",
    path: `/${id}`,
    blocks: PLAYERS.map((player, index) => ({ id: `embed-${index}`, type: "Embed", props: { url: player.url, title: player.title } })),
  });
  const { path } = published;
  const own = new URL(baseURL as string).origin;
  const { outside, problems } = await watch(page, own);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));

  const response = await page.goto(path);
  const frameSrc = /frame-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1]?.split(" ") ?? [];
  expect(frameSrc).toEqual([
    "'self'",
    "https://www.youtube-nocookie.com",
    "https://platform.twitter.com",
    "https://www.figma.com",
    "https://open.spotify.com",
    "https://w.soundcloud.com",
    "https://bandcamp.com",
    "https://embed.music.apple.com",
    "https://player.vimeo.com",
  ]);
  await expect(page.getByRole("button", { name: "Load Spotify" })).toBeEnabled();
  await page.waitForLoadState("networkidle");

  const cards = page.locator(".bl-embed");
  await expect(cards).toHaveCount(PLAYERS.length);
  for (const [index, player] of PLAYERS.entries()) {
    const card = cards.nth(index);
    await expect(card.locator(".bl-embed-service")).toHaveText(player.service);
    await expect(card.locator(".bl-embed-title")).toHaveText(player.title || "Album on Apple Music");
    await expect(card.getByRole("button", { name: `Load ${player.service}` })).toBeVisible();
    await expect(card.locator(".bl-embed-notice")).toContainText(`Loading the player connects to ${player.service}`);
  }
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(outside).toEqual([]);
  expect(requested.filter((url) => new URL(url).origin !== own)).toEqual([]);

  const axe = await new AxeBuilder({ page }).include(".bl-embed").analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await expectNoSeriousViolations(page, `${path} before loading`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingOverflows(page, `${path} at ${width} px before loading`);
  }

  // The keyboard: Enter on one, Space on another; a click on the rest. Each loads its own player only.
  for (const [index, player] of PLAYERS.entries()) {
    const card = cards.nth(index);
    const button = card.getByRole("button", { name: `Load ${player.service}` });
    if (index === 0) {
      await button.focus();
      await page.keyboard.press("Enter");
    } else if (index === PLAYERS.length - 1) {
      await button.focus();
      await page.keyboard.press("Space");
    } else await button.click();
    const frame = card.locator("iframe");
    await expect(frame).toHaveAttribute("src", player.player);
    await expect(frame).toBeFocused();
    await expect(frame).toHaveAttribute("title", `${player.title || "Album on Apple Music"} (${player.service} player)`);
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    await expect(frame).toHaveAttribute("loading", "eager");
    await expect.poll(() => outside.filter((url) => url === player.player)).toEqual([player.player]);
    await expect(page.locator("iframe")).toHaveCount(index + 1);
    expect(frameSrc).toContain(new URL(player.player).origin);
  }
  // Nothing else was asked of the other sites: each player's page only (the stand-in asks for nothing more).
  expect([...outside].sort()).toEqual(PLAYERS.map((player) => player.player).sort());

  await expectNoSeriousViolations(page, `${path} with every player loaded`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingOverflows(page, `${path} at ${width} px with every player loaded`);
  }
  expect(problems).toEqual([]);
  await published.remove(request);
});

test("in the studio, the settings say which service a pasted link or code is, or why it is refused; the canvas shows the card only; Undo takes the link back", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize(STUDIO_VIEWPORT);
  const { outside } = await watch(page, new URL(baseURL as string).origin);
  await openStudio(page);
  await addPage(page, testInfo);
  await selectLayer(layer(page, "Page"));
  await toolboxItem(page, "Embed").click();
  const settings = blockSettings(page);
  const link = settings.getByRole("textbox", { name: "Link or embed code" });
  await expect(canvas(page).locator(".bl-embed--unset")).toContainText(
    "Paste a Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo link",
  );

  await link.fill("https://youtube.com.evil.test/watch?v=jNQXAC9IVRw");
  await expect(
    settings.getByText("youtube.com.evil.test is not Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo"),
  ).toBeVisible();
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await link.fill("https://artist.bandcamp.com/album/harbour-lights");
  await expect(settings.getByText(/choose Share \/ Embed, then Embed this album/)).toBeVisible();

  await link.fill(
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/jNQXAC9IVRw?si=abc" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
  );
  await expect(link).toHaveValue("https://www.youtube.com/embed/jNQXAC9IVRw?si=abc");
  await expect(settings.getByText("Video on YouTube: fans load the player with a click.")).toBeVisible();
  const card = canvas(page).locator(".bl-embed--youtube");
  await expect(card.locator(".bl-embed-title")).toHaveText("Video on YouTube");
  await card.getByRole("button", { name: "Load YouTube" }).click();
  await expect(canvas(page).locator("iframe")).toHaveCount(0);

  // Another field between two links, so the second is its own step (a burst of edits to one field is one).
  await settings.getByRole("textbox", { name: "Title" }).fill("Live at the pier");
  await expect(card.locator(".bl-embed-title")).toHaveText("Live at the pier");
  await link.fill("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC");
  await expect(canvas(page).locator(".bl-embed--spotify")).toBeVisible();
  await settings.getByRole("radio", { name: "Compact (152 px high)" }).check();
  await expect(canvas(page).locator(".bl-embed--spotify .bl-embed-card")).toHaveCSS("min-height", "152px");
  await topBar(page).getByRole("button", { name: "Undo" }).click();
  await expect(canvas(page).locator(".bl-embed--spotify .bl-embed-card")).toHaveCSS("min-height", "352px");
  await topBar(page).getByRole("button", { name: "Undo" }).click();
  await expect(link).toHaveValue("https://www.youtube.com/embed/jNQXAC9IVRw?si=abc");
  await expect(card.locator(".bl-embed-title")).toHaveText("Live at the pier");
  expect(outside).toEqual([]);
});
