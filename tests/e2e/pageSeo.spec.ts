import { expect, test } from "@playwright/test";
import { addPage, openStudio, publishOpenPage, topBar } from "./editorHelpers";
import { expectNoSeriousViolations } from "./siteHelpers";

/**
 * SEO per page (issue 39, item 6): in Page settings › Search and social, an artist gives a new
 * page a title for search results and a description, sees them in the previews, hides the page
 * from search engines, publishes, and the page's head says all of it while the sitemap leaves it out.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("a page's title for search results, description and 'hide from search engines' reach its head, with a preview in the studio", async ({
  page,
  request,
}, testInfo) => {
  await openStudio(page);
  const { path } = await addPage(page, testInfo);
  await topBar(page).getByRole("button", { name: "Page settings" }).click();
  const settings = page.getByRole("complementary", { name: "Page settings" });
  await settings.getByLabel("Title in search results").fill("Autumn tour dates | The Lantern Coast");
  await settings.getByLabel("Description").fill("Every show of the autumn tour, with tickets and the songs we play.");
  const search = settings.getByRole("figure", { name: "Search result preview" });
  await expect(search).toContainText("Autumn tour dates | The Lantern Coast");
  await expect(search).toContainText(path);
  await expect(settings.getByRole("figure", { name: "Social card preview" })).toContainText("Every show of the autumn tour");
  await expectNoSeriousViolations(page, "Page settings › Search and social");
  await settings.getByRole("checkbox", { name: "Hide from search engines" }).check();
  await expect(search).toContainText("Hidden from search engines");
  await publishOpenPage(page);

  const html = await (await request.get(path)).text();
  expect(html).toContain("<title>Autumn tour dates | The Lantern Coast</title>");
  expect(html).toContain('<meta name="description" content="Every show of the autumn tour, with tickets and the songs we play.">');
  expect(html).toContain('<meta property="og:title" content="Autumn tour dates | The Lantern Coast">');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(path);

  // Shown again for search engines: the sitemap lists it once it is published so.
  await settings.getByRole("checkbox", { name: "Hide from search engines" }).uncheck();
  await publishOpenPage(page);
  expect(await (await request.get(path)).text()).not.toContain('<meta name="robots" content="noindex">');
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`${path}</loc>`);
});
