import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { openSection, submitStudioLogin, uniqueName } from "./editorHelpers";
import { expectPath, fillSignUp, finishSignUp, fixedPriceAlbum, newFan } from "./siteHelpers";

/**
 * A fan redeems a download code (issue 36, item 6): the demo owner's batch for a demo album (made
 * through the API: the studio's form has its own component test) shows in the studio's Codes
 * section with its printable sheet; a visitor opens the card's link, signs up from /redeem and comes back with the code kept,
 * redeems it, and finds the album in their library. The same code again is theirs already.
 */
test("a fan redeems a download code at /redeem and finds the release in their library", async ({ page, browser, request }, testInfo) => {
  const { owner } = demoCredentials();
  const album = await fixedPriceAlbum(request);
  const login = await (await request.post("/api/editor/sessions", { data: owner })).json();
  const studio = `/api/profiles/${login.editor.profileId}/download-codes`;
  const headers = { authorization: `Bearer ${login.token}` };
  const name = uniqueName(testInfo, "cards");
  const made = await request.post(studio, { headers, data: { productId: album.id, size: 2, name } });
  expect(made.status()).toBe(201);
  const batch = await made.json();
  const { codes } = await (await request.get(`${studio}/${batch.id}/codes`, { headers })).json();
  const code: string = codes[0].code;
  const printed = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;

  // The studio lists the batch with its release and counts.
  await submitStudioLogin(page, owner.email, owner.password, "/studio/codes");
  await openSection(page, "Codes");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(album.title);
  await expect(row).toContainText("Active");
  // Its printable sheet: a card per code, with the release, where to redeem it, and the code.
  await row.getByRole("button", { name: `Print sheet of “${name}”` }).click();
  const cards = page.getByRole("list", { name: "Cards" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: printed })).toContainText(album.title);
  await expect(cards.first()).toContainText("/redeem");

  // The fan, in a browser of their own, follows the card's link.
  const theirs = await browser.newContext();
  const fanPage = await theirs.newPage();
  const here = `/redeem?code=${encodeURIComponent(printed)}`;
  await fanPage.goto(here);
  await expect(fanPage.getByRole("heading", { name: "Redeem a download code", level: 1 })).toBeVisible();
  await expect(fanPage.getByLabel("Download code")).toHaveValue(printed);
  // A new fan (the demo fan may own the album already, which leaves a code unused): sign up and back.
  await fanPage.getByRole("main").getByRole("link", { name: "Create an account" }).click();
  const fan = newFan();
  await fillSignUp(fanPage, fan);
  await finishSignUp(fanPage, fan.email, here);
  await expect(fanPage.getByLabel("Download code")).toHaveValue(printed);
  await fanPage.getByRole("button", { name: "Redeem" }).click();
  await expect(fanPage.getByRole("status")).toHaveText(`${album.title} is now in your library.`);
  await fanPage.getByRole("link", { name: "Go to your library" }).click();
  await expectPath(fanPage, "/account");
  await expect(fanPage.getByRole("list", { name: `Tracks of ${album.title}` })).toBeVisible();

  // Each code works once: the fan who redeemed it is told it is theirs already.
  await fanPage.goto(here);
  await fanPage.getByRole("button", { name: "Redeem" }).click();
  await expect(fanPage.getByRole("status")).toContainText("you redeemed this code before");
  await theirs.close();
});
