import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./siteHelpers";

/** The home page's Email-list block, 'Get the newsletter' (SPEC §4, §5, §7). */

const SUCCESS = "Thank you! Will be in touch soon!";

function newsletter(page: Page) {
  return page.getByRole("region", { name: "Get the newsletter" });
}

test("the email list checks the address, then thanks the fan in place of the form", async ({ page }) => {
  await page.goto("/");
  const block = newsletter(page);
  const email = block.getByLabel("Email address");
  const subscribe = block.getByRole("button", { name: "Subscribe" });

  await subscribe.click();
  await expect(block.getByRole("alert")).toHaveText("Please enter your email");
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill("not-an-email");
  await subscribe.click();
  await expect(block.getByRole("alert")).toHaveText("Please enter a valid email");

  // Mixed case is accepted (the list stores it lowercased; the unit tests check what is sent).
  const mixedCase = uniqueEmail("MixedCase").replace("example.com", "Example.COM");
  await email.fill(mixedCase);
  await subscribe.click();
  await expect(block.getByRole("status")).toHaveText(SUCCESS);
  await expect(email).toBeHidden();
  await expect(subscribe).toBeHidden();
  await expect(block.getByRole("alert")).toHaveCount(0);
});

test("joining the list twice with the same address is fine", async ({ browser }) => {
  const address = uniqueEmail("twice");
  for (const typed of [address, address.toUpperCase()]) {
    // A fresh page each time, as a fan coming back another day would have.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    const block = newsletter(page);
    await block.getByLabel("Email address").fill(typed);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByRole("status")).toHaveText(SUCCESS);
    await expect(block.getByRole("alert")).toHaveCount(0);
    await context.close();
  }
});
