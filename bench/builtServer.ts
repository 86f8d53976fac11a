import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { RichText } from "../schema/richText/index";
import { CURRENT_SCHEMA_VERSIONS } from "../schema/version";
import { sentBytes, spawnBuiltServer } from "./harness/serverProcess";

/**
 * The built server (dist/server/main.js) for benches that look at pages as a fan's browser gets
 * them: started on a fresh data directory (so it loads the demo artist and writes its logins
 * there), pages published through the API as an editor would, and pages loaded in Chromium with
 * every script, stylesheet and font they fetch weighed as the server sends it.
 */

/** One file a page fetched: its path, and the bytes the server sends for it with brotli and without. */
export interface SentFile {
  readonly file: string;
  readonly brotli: number;
  readonly raw: number;
}

/** What loading a page fetched from the site, and what it asked of other sites (refused). */
export interface PageLoad {
  readonly scripts: SentFile[];
  readonly styles: SentFile[];
  /** The page's HTML, brotli bytes. */
  readonly html: number;
  readonly external: string[];
}

/**
 * Records what a page fetches from now on: the site's scripts, stylesheets and fonts, and every
 * request to another site, which is refused (a bench measures this machine, and sends nothing
 * out). `quiet()` resolves once no request has been in flight for half a second.
 */
async function recordRequests(context: BrowserContext, page: Page, base: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const external: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(`${base}/`) || url.startsWith("data:")) return route.continue();
    external.push(url);
    return route.abort("blockedbyclient");
  });
  page.on("request", () => {
    inFlight++;
    lastChange = Date.now();
  });
  const settled = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on("requestfailed", settled);
  page.on("requestfinished", (request) => {
    settled();
    const url = request.url();
    if (!url.startsWith(`${base}/`)) return;
    const type = request.resourceType();
    if (type === "script") scripts.add(url);
    else if (type === "stylesheet" || type === "font") styles.add(url);
  });
  const quiet = async () => {
    while (inFlight > 0 || Date.now() - lastChange < 500) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { scripts, styles, external, quiet };
}

async function weigh(urls: Iterable<string>, base: string): Promise<SentFile[]> {
  return Promise.all(
    [...urls].map(async (url) => ({
      file: url.slice(base.length),
      brotli: await sentBytes(url, "br"),
      raw: await sentBytes(url, "identity"),
    })),
  );
}

/** Starts dist/server/main.js on a random port with a fresh data directory; resolves once it listens. */
export async function startBuiltServer() {
  const { base, dataDir, stop } = await spawnBuiltServer("rich-content");

  async function api(method: string, path: string, token: string | null, body?: unknown): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} /api${path}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
    return answer;
  }

  /** A page fully loaded in a fresh context (nothing cached), until its network is quiet. */
  async function open(browser: Browser, path: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests = await recordRequests(context, page, base);
    await page.goto(`${base}${path}`);
    await requests.quiet();
    return { context, page, requests };
  }

  return {
    base,
    dataDir,
    /** An editor's API session: reads and publishes pages, uploads files. */
    async logIn(owner: { email: string; password: string }) {
      const session = await api("POST", "/editor/sessions", null, owner);
      const token = session.token as string;
      const profileId = (session.editor as { profileId: string }).profileId;
      const documents = `/profiles/${profileId}/documents`;
      /** Saves and publishes a page holding `blocks` in its root container. */
      async function publishPage(id: string, path: string, blocks: readonly unknown[]): Promise<void> {
        const document = {
          schemaVersion: CURRENT_SCHEMA_VERSIONS.page,
          kind: "page",
          id,
          title: id,
          path,
          root: { id: "root", type: "Container", props: { flexDirection: "column" }, children: blocks },
        };
        await api("PUT", `${documents}/${id}`, token, { document });
        await api("POST", `${documents}/${id}/publish`, token);
      }
      return {
        publishPage,
        async publishTextPage(id: string, path: string, content: RichText): Promise<void> {
          await publishPage(id, path, [{ id: "text", type: "Text", props: { content } }]);
        },
        /** The blocks of a published page's root container (the demo's home: `home`). */
        async pageBlocks(id: string): Promise<unknown[]> {
          const answer = (await api("GET", `${documents}/${id}`, token)) as { draft: { root: { children?: unknown[] } } };
          return answer.draft.root.children ?? [];
        },
        /** Uploads a file as the studio's media picker does; answers its address. */
        async upload(fileName: string, bytes: Buffer, contentType: string): Promise<string> {
          const link = await api("POST", "/uploads/presigned-url", token, { fileName, profileId });
          const target = new URL(link.presignedUrl as string);
          const put = await fetch(`${base}${target.pathname}${target.search}`, {
            method: "PUT",
            headers: { "content-type": contentType },
            body: new Uint8Array(bytes),
          });
          if (!put.ok) throw new Error(`uploading ${fileName}: ${put.status} ${await put.text()}`);
          return link.remoteUrl as string;
        },
      };
    },
    /** What a fan's browser fetches for the page at `path`, weighed as the server sends it. */
    async loadInBrowser(browser: Browser, path: string): Promise<PageLoad> {
      const { context, requests } = await open(browser, path);
      await context.close();
      return {
        scripts: await weigh(requests.scripts, base),
        styles: await weigh(requests.styles, base),
        html: await sentBytes(`${base}${path}`, "br"),
        external: requests.external,
      };
    },
    /** What pressing the button named `button` on the loaded page at `path` fetches. */
    async clickInBrowser(browser: Browser, path: string, button: string): Promise<PageLoad> {
      const { context, page } = await open(browser, path);
      const requests = await recordRequests(context, page, base);
      await page.getByRole("button", { name: button }).click();
      await requests.quiet();
      await context.close();
      return {
        scripts: await weigh(requests.scripts, base),
        styles: await weigh(requests.styles, base),
        html: 0,
        external: requests.external,
      };
    },
    /** Stops the server and deletes its data directory (the demo's database and media). */
    stop,
  };
}
