import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ffmpegPath } from "../../server/audio/ffmpeg";
import { makeTestVideo } from "../../server/testing/videoFixtures";
import { demoCredentials } from "./demo";
import { addPage, blockSettings, openStudio, STUDIO_VIEWPORT, toolboxItem, topBar } from "./editorHelpers";
import { expectNothingOverflows } from "./overflowWalker";
import { expectNoSeriousViolations, WIDTHS } from "./siteHelpers";

/**
 * The Video block (issue 39, item 1) on a published page of the real server, put there through the
 * studio's API as its settings do: a small MP4 uploaded, its web copy asked for and waited for, then
 * a page with it and a YouTube video. The fan's page plays the server's MP4 copy with its poster; the
 * YouTube card asks nothing of another site until the click, then frames YouTube's no-cookie player.
 * The other sites are answered by a local stand-in, so the run needs no network. The page is deleted after.
 */
const PAGE_ID = `video-e2e-${process.pid}`;
const PATH = `/video-${process.pid}`;
const YOUTUBE_PLAYER = "https://www.youtube-nocookie.com/embed/jNQXAC9IVRw";

let made: { documents: string; headers: Record<string, string> } | null = null;
let webCopy = "";
let poster = "";
/** The small MP4 the specs upload, made by FFmpeg's test source. */
let clip: Buffer = Buffer.alloc(0);

/** Uploads a file as the studio's media picker does (a presigned link, then the file); answers its address. */
async function upload(request: APIRequestContext, headers: Record<string, string>, profileId: string, fileName: string, body: Buffer) {
  const link = await request.post("/api/uploads/presigned-url", { headers, data: { fileName, profileId } });
  expect(link.status(), await link.text()).toBe(200);
  const { presignedUrl, remoteUrl } = (await link.json()) as { presignedUrl: string; remoteUrl: string };
  const target = new URL(presignedUrl);
  const put = await request.put(`${target.pathname}${target.search}`, { headers: { "content-type": "video/mp4" }, data: body });
  expect(put.status(), await put.text()).toBe(200);
  return remoteUrl;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const login = await (await request.post("/api/editor/sessions", { data: demoCredentials().owner })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const profileId: string = login.editor.profileId;
  const file = join(mkdtempSync(join(tmpdir(), "backline-e2e-video-")), "clip.mp4");
  await makeTestVideo(ffmpegPath(process.env.FFMPEG_PATH), file, { width: 480, height: 270, seconds: 2 });
  clip = readFileSync(file);
  const video = await upload(request, headers, profileId, "e2e-clip.mp4", clip);

  // As the block's settings do: ask once, then read how it goes until it is ready (a job makes it, not the request).
  const webCopyApi = `/api/profiles/${profileId}/videos/web-copy`;
  const asked = await request.post(webCopyApi, { headers, data: { video } });
  expect(asked.status(), await asked.text()).toBe(200);
  expect(["queued", "processing", "ready"]).toContain((await asked.json()).state);
  await expect
    .poll(async () => (await (await request.get(webCopyApi, { headers, params: { video } })).json()).state, {
      timeout: 90_000,
      intervals: [250, 500, 1000],
    })
    .toBe("ready");
  const ready = await (await request.get(webCopyApi, { headers, params: { video } })).json();
  webCopy = ready.webCopy;
  poster = ready.poster;

  const page = {
    schemaVersion: 2,
    kind: "page",
    id: PAGE_ID,
    title: "Videos",
    path: PATH,
    root: {
      id: "root",
      type: "Container",
      props: {},
      children: [
        { id: "upload", type: "Video", props: { video, webCopy, poster, title: "The test card", caption: "Filmed on the test card" } },
        // Chosen but not ready: fans never see it.
        { id: "unready", type: "Video", props: { video: `${video}-other.mp4`, title: "Not ready" } },
        {
          id: "youtube",
          type: "Video",
          props: { source: "link", url: "https://www.youtube.com/watch?v=jNQXAC9IVRw", title: "Live at the pier" },
        },
      ],
    },
  };
  const documents = `/api/profiles/${profileId}/documents`;
  const saved = await request.put(`${documents}/${PAGE_ID}`, { headers, data: { document: page } });
  expect(saved.status(), await saved.text()).toBe(201);
  expect((await request.post(`${documents}/${PAGE_ID}/publish`, { headers })).status()).toBe(200);
  made = { documents, headers };
});

test.afterAll(async ({ request }) => {
  if (made) expect((await request.delete(`${made.documents}/${PAGE_ID}`, { headers: made.headers })).status()).toBe(200);
});

/** Every request the page makes elsewhere, answered by a stand-in player; console errors and hydration warnings. */
async function watch(page: Page, ownOrigin: string) {
  const outside: string[] = [];
  const problems: string[] = [];
  await page.route(
    (url) => url.origin !== ownOrigin,
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" });
    },
  );
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { outside, problems };
}

test("a fan's page plays the server's MP4 copy with its poster, and loads YouTube only after the click", async ({ page, baseURL }) => {
  const own = new URL(baseURL as string).origin;
  const { outside, problems } = await watch(page, own);
  const posterAnswers: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes(".poster.jpg")) posterAnswers.push(response.status());
  });
  await page.goto(PATH);
  await expect(page.getByRole("button", { name: "Load YouTube" })).toBeEnabled();
  await page.waitForLoadState("networkidle");

  // One uploaded video shown (the unready one is left out), playing the web copy, nothing of it fetched before play.
  const video = page.locator("video");
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute("src", webCopy);
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("poster", `${poster}?w=1280`);
  await expect(page.getByText("Filmed on the test card")).toBeVisible();
  // The poster is drawn: its request was answered, as an image.
  await expect.poll(() => posterAnswers).toContain(200);
  const posterFile = await page.request.get(`${poster}?w=1280`, { headers: { accept: "image/webp,*/*" } });
  expect(posterFile.headers()["content-type"]).toMatch(/^image\//);
  // And the copy is the MP4 the server made, which the browser can play.
  const copy = await page.request.get(webCopy);
  expect(copy.headers()["content-type"]).toBe("video/mp4");
  expect(await video.evaluate((element: HTMLVideoElement) => element.canPlayType("video/mp4; codecs=avc1.640028"))).not.toBe("");

  await expect(page.locator("iframe")).toHaveCount(0);
  expect(outside).toEqual([]);

  await expectNoSeriousViolations(page, `${PATH} before loading`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingOverflows(page, `${PATH} at ${width} px before loading`);
  }

  await page.getByRole("button", { name: "Load YouTube" }).click();
  const frame = page.locator(".bl-video iframe");
  await expect(frame).toHaveAttribute("src", YOUTUBE_PLAYER);
  await expect(frame).toHaveAttribute("title", "Live at the pier (YouTube player)");
  await expect(frame).toBeFocused();
  await expect.poll(() => outside).toEqual([YOUTUBE_PLAYER]);

  await expectNoSeriousViolations(page, `${PATH} with the player loaded`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingOverflows(page, `${PATH} at ${width} px with the player loaded`);
  }
  expect(problems).toEqual([]);
});

test("in the studio, a chosen video's web copy is prepared as the settings show, then published, and the fan's page plays it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize(STUDIO_VIEWPORT);
  await openStudio(page);
  const { path } = await addPage(page, testInfo);
  await toolboxItem(page, "Video").click();
  const settings = blockSettings(page);

  await settings.getByRole("button", { name: "Choose video" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a video" });
  await picker.getByLabel("Upload video file").setInputFiles({ name: "studio-clip.mp4", mimeType: "video/mp4", buffer: clip });
  await expect(picker.getByRole("button", { name: "studio clip", pressed: true })).toBeVisible();
  await picker.getByRole("button", { name: "Select video" }).click();
  await expect(picker).toBeHidden();
  // The studio says how the copy goes, and the canvas and Publish why fans do not see it yet.
  const status = settings.getByRole("status");
  await expect(status).toHaveText(/Preparing the web copy…|The web copy is ready/);
  await expect(status).toHaveText("The web copy is ready: fans see this video once the page is published.", { timeout: 90_000 });
  await settings.getByLabel("Title").fill("Studio clip");
  await topBar(page).getByRole("button", { name: "Publish" }).click();
  await expect(topBar(page).getByText("Published")).toBeVisible();

  const fan = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const fanPage = await fan.newPage();
  await fanPage.goto(path);
  const video = fanPage.getByRole("figure").locator("video");
  await expect(video).toHaveAttribute("src", /studio-clip\.mp4\.web\.mp4$/);
  await expect(video).toHaveAttribute("poster", /studio-clip\.mp4\.poster\.jpg\?w=1280$/);
  await expect(video).toHaveAttribute("aria-label", "Studio clip");
  await fan.close();
});
