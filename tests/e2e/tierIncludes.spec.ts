import { type Browser, expect, type Page, test } from "@playwright/test";
import { openSection, STUDIO_VIEWPORT } from "./editorHelpers";
import { logInToStudio, ownDemoServer } from "./ownServer";
import { membershipTiers, signUp } from "./siteHelpers";

/**
 * Tier access follows what the artist ticks (issue 30), on a server of its own (new tiers and a
 * new post change what every fan sees): a paid tier made before a free one is not read by the free
 * tier's members, until the artist ticks it on the free tier and confirms it in words.
 */
test.describe.configure({ mode: "serial", timeout: 150_000 });
test.use({ viewport: STUDIO_VIEWPORT });

const own = ownDemoServer();

const CAPTION = "Backstage tour diary, day one";

/** A fan of that server, signed up and on the free tier `tierName`, reading /members. */
async function freeMember(browser: Browser, tierName: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: own().baseUrl })).newPage();
  await signUp(page, undefined, own().dataDir);
  const tier = (await membershipTiers(page.request)).find((candidate) => candidate.name === tierName);
  if (!tier) throw new Error(`No tier ${tierName}`);
  await page.goto(`/membership/checkout?membershipTierId=${tier.id}`);
  await page.getByRole("button", { name: `Join ${tierName} for free` }).click();
  await expect(page.getByRole("heading", { name: `You joined ${tierName}` })).toBeVisible();
  await page.goto("/members");
  return page;
}

test("an artist makes a paid tier, then a free one: its free members cannot read the paid post until the artist confirms it", async ({
  page,
  browser,
}) => {
  await logInToStudio(page, own());
  await openSection(page, "Memberships");
  const tiers = page.getByRole("list", { name: "Your tiers" });
  const row = (name: string) => tiers.getByRole("listitem").filter({ hasText: name });

  // A paid tier: the cheaper tiers are ticked for it.
  await page.getByRole("button", { name: "Add tier" }).click();
  const paid = page.getByRole("form", { name: "New tier" });
  await paid.getByLabel("Name").fill("Backstage Pass");
  await paid.getByLabel("Monthly price ($)").fill("8");
  const paidIncludes = paid.getByRole("group", { name: "Includes the posts of…" });
  await expect(paidIncludes.getByRole("checkbox", { name: "Listener" })).toBeChecked();
  await expect(paidIncludes.getByRole("checkbox", { name: "Supporter" })).toBeChecked();
  await expect(paidIncludes.getByRole("checkbox", { name: "Inner Circle" })).not.toBeChecked();
  await paid.getByRole("button", { name: "Save tier" }).click();
  await expect(paid).toBeHidden();
  await expect(
    row("Backstage Pass").getByRole("list", { name: "Tiers whose posts Backstage Pass includes" }).getByRole("listitem"),
  ).toHaveText(["Listener", "Supporter"]);

  // Then a free tier, listed after it: nothing is ticked, and ticking the paid tier asks first.
  await page.getByRole("button", { name: "Add tier" }).click();
  const free = page.getByRole("form", { name: "New tier" });
  await free.getByLabel("Name").fill("Mailing Crew");
  const backstage = free.getByRole("group", { name: "Includes the posts of…" }).getByRole("checkbox", { name: "Backstage Pass" });
  await expect(backstage).not.toBeChecked();
  await backstage.click();
  const asking = page.getByRole("dialog", { name: "Let free members read Backstage Pass's posts?" });
  await expect(asking).toContainText("Mailing Crew is free.");
  await asking.getByRole("button", { name: "Keep it unticked" }).click();
  await expect(asking).toBeHidden();
  await expect(backstage).not.toBeChecked();
  await free.getByRole("button", { name: "Save tier" }).click();
  await expect(free).toBeHidden();
  await expect(row("Mailing Crew")).toContainText("Its members read its own posts only");

  // A post for the paid tier says who reads it.
  await openSection(page, "Posts");
  await page.getByRole("button", { name: "New post" }).click();
  const postForm = page.getByRole("form", { name: "New post" });
  await postForm.getByLabel("Who can see it").selectOption({ label: "Backstage Pass members" });
  await expect(postForm.getByText("Readable by: Backstage Pass", { exact: true })).toBeVisible();
  await postForm.getByRole("textbox", { name: "Caption" }).click();
  await page.keyboard.type(CAPTION);
  await postForm.getByLabel("Publish now").check();
  await postForm.getByRole("button", { name: "Publish post" }).click();
  await expect(postForm).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: CAPTION })).toContainText("Readable by: Backstage Pass");

  // A fan on the free tier sees it locked: its words never reach the browser.
  const fan = await freeMember(browser, "Mailing Crew");
  const locked = fan.getByRole("article").first();
  await expect(locked).toContainText("Content Locked");
  await expect(locked).toContainText("For Backstage Pass members");
  await expect(fan.getByText(CAPTION)).toHaveCount(0);
  const answer = await fan.evaluate(async () => {
    const token = localStorage.getItem("public-access-token");
    const response = await fetch("/api/public/posts?limit=50", { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return response.text();
  });
  expect(answer).not.toContain(CAPTION);

  // The artist ticks the paid tier on the free one and types its name: now its free members read it.
  await openSection(page, "Memberships");
  await page.getByRole("button", { name: "Edit Mailing Crew" }).click();
  const editing = page.getByRole("form", { name: "Edit Mailing Crew" });
  await editing.getByRole("group", { name: "Includes the posts of…" }).getByRole("checkbox", { name: "Backstage Pass" }).click();
  const confirming = page.getByRole("dialog", { name: "Let free members read Backstage Pass's posts?" });
  const letThem = confirming.getByRole("button", { name: "Let free members read them" });
  await expect(letThem).toBeDisabled();
  await confirming.getByLabel("Type Backstage Pass to confirm").fill("Backstage Pass");
  await letThem.click();
  await editing.getByRole("button", { name: "Save tier" }).click();
  await expect(editing).toBeHidden();
  await expect(row("Mailing Crew").getByRole("list", { name: "Tiers whose posts Mailing Crew includes" }).getByRole("listitem")).toHaveText(
    ["Backstage Pass"],
  );

  await fan.reload();
  await expect(fan.getByRole("article").filter({ hasText: CAPTION })).toBeVisible();
});
