import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { FAN_DATA_FILES } from "../../server/accounts/fanDataZip";
import { openSection, openStudio, STUDIO_VIEWPORT } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";
import { buyWithTestCard, expectNoSeriousViolations, fixedPriceAlbum, openLogin, signUp } from "./siteHelpers";

/**
 * A fan deletes their account, or downloads their data (issue 35, item 4). Each test signs up its
 * own fan, so the demo's fans and orders, which other specs read, stay as they are.
 */
test.describe.configure({ timeout: 120_000 });

/** The last message to `email` whose subject starts with `subject`, once the mail worker has written it. */
async function mailed(email: string, subject: string) {
  const found = async () => (await mailTo(email)).filter((message) => message.subject?.startsWith(subject));
  await expect.poll(async () => (await found()).length, { timeout: 30_000, message: `“${subject}” reaches ${email}` }).toBeGreaterThan(0);
  return (await found()).at(-1);
}

test("a fan deletes their account and the artist's order list (studio Orders) shows the anonymised order", async ({
  page,
  browser,
  request,
}) => {
  const album = await fixedPriceAlbum(request);
  const fan = await signUp(page);
  const price = await buyWithTestCard(page, album);
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  expect(orderId).not.toBe("");

  await page.goto("/account");
  const card = page.getByRole("region", { name: "Delete my account" });
  await expect(card).toContainText("Your memberships are cancelled at once and will not renew.");
  await card.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText('Your comments stay, shown as by "a former fan".');
  await expectNoSeriousViolations(page, "the account page asking to delete the account");
  // Escape closes it (the keyboard's way out), and the button opens it again.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await card.getByRole("button", { name: "Delete my account…" }).click();
  await expect(dialog.getByLabel("Your password")).toBeFocused();
  // A wrong password deletes nothing, and says why.
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This is not your current password. Type the password you log in with.");
  await dialog.getByLabel("Your password").fill(fan.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account was deleted" })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation to ${fan.email}.`, { exact: false })).toBeVisible();
  const told = await mailed(fan.email, "Your account at");
  expect(told?.text).toContain("If you did not delete your account");

  // The password opens nothing any more.
  await openLogin(page);
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Password").fill(fan.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Email or password is incorrect.")).toBeVisible();

  // The artist still has the order, its money and lines, without the fan's name or address.
  const studio = await (await browser.newContext({ viewport: STUDIO_VIEWPORT })).newPage();
  await openStudio(studio);
  await openSection(studio, "Orders");
  await studio.getByLabel("Find by buyer's email").fill(fan.email);
  await expect(studio.getByText("No order matches.")).toBeVisible();
  await studio.getByLabel("Find by buyer's email").fill("");
  const rows = studio.getByRole("row").filter({ hasText: "A former fan (account deleted)" }).filter({ hasText: album.title });
  await expect(rows.first()).toContainText(price);
  const count = await rows.count();
  let opened = false;
  // Orders of other fans who deleted theirs may be listed too: this fan's is found by its number.
  for (let index = 0; index < count && !opened; index++) {
    await rows
      .nth(index)
      .getByRole("button", { name: /^Open the order of A former fan \(account deleted\) on / })
      .click();
    // The order opens with its lines: its number is read only once it is there.
    await expect(studio.getByRole("table", { name: "Items" })).toBeVisible();
    opened = (await studio.getByRole("definition").filter({ hasText: orderId }).count()) > 0;
    if (!opened) await studio.getByRole("button", { name: "Back to orders" }).click();
  }
  expect(opened).toBe(true);
  await expect(studio.getByRole("heading", { name: /^Order of A former fan \(account deleted\), / })).toBeVisible();
  await expect(studio.getByRole("table", { name: "Items" })).toContainText(album.title);
  await expect(studio.locator("main")).not.toContainText(fan.email);
  await expect(studio.locator("main")).not.toContainText(`${fan.firstName} ${fan.lastName}`);
});

test("a fan downloads their data", async ({ page }) => {
  const fan = await signUp(page);
  await page.goto("/account");
  const card = page.getByRole("region", { name: "Your data" });
  await card.getByRole("button", { name: "Download my data" }).click();
  await expect(card.getByRole("status")).toHaveText(
    `We are preparing your data. A link to download it will be emailed to ${fan.email}; it works for 7 days.`,
  );

  const message = await mailed(fan.email, "Your data from");
  expect(message?.text).toContain("works for 7 days");
  const link = /https?:\/\/\S+\/account\/your-data\/[A-Za-z0-9_-]+/.exec(message?.text ?? "")?.[0] ?? "";
  expect(link).not.toBe("");
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(/^A copy of your data at The Lantern Coast, made on .*This link works until /)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download your data (zip)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^your-data-\d{4}-\d{2}-\d{2}\.zip$/);

  const folder = mkdtempSync(join(tmpdir(), "backline-export-"));
  try {
    await download.saveAs(join(folder, "data.zip"));
    execFileSync("unzip", ["-q", "data.zip", "-d", "data"], { cwd: folder });
    const files = readdirSync(join(folder, "data")).sort();
    // Which files, and what each holds, is pinned by server/routes/dataExports.test.ts: here, that the browser's copy has them all.
    const kinds = Object.values(FAN_DATA_FILES);
    expect(files).toEqual(["README.txt", ...kinds.flatMap((kind) => [`${kind}.csv`, `${kind}.json`])].sort());
    const read = (name: string) => readFileSync(join(folder, "data", name), "utf8");
    expect(JSON.parse(read("profile.json"))).toEqual([
      expect.objectContaining({ firstName: fan.firstName, lastName: fan.lastName, email: fan.email }),
    ]);
    expect(read("profile.csv")).toContain(fan.email);
    expect(JSON.parse(read("orders.json"))).toEqual([]);
    expect(read("README.txt")).toContain("The Lantern Coast");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // A link cut short, or made up, says so in words.
  await page.goto(new URL(link).pathname.replace(/[A-Za-z0-9_-]+$/, "B".repeat(43)));
  await expect(page.getByRole("alert")).toHaveText(
    "This download link is not valid. Check that the whole link was copied from the email, or ask for a new copy on your account page.",
  );
});
