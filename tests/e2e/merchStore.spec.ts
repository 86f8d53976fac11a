import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { uniqueName } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";
import { cartButton, signUp } from "./siteHelpers";

/**
 * The merch store (issue 36): a fan finds the Merch screen from the header, picks a size and a
 * colour (a sold-out combination is marked and cannot be added), enters the artist's discount
 * code at checkout, chooses the country it ships to and sees shipping, gives the address and pays
 * on the test provider's page, and gets a receipt that names the size and colour, the discount,
 * shipping and the address; once the artist marks it shipped, an email with the
 * carrier's tracking link. The code and the moves go through the studio's API (their forms have
 * their own component tests).
 */
test("a fan picks a size and colour, pays with a discount code on the test provider, gets the receipt, then the tracking link once shipped", async ({
  page,
  request,
}, testInfo) => {
  const { owner } = demoCredentials();
  const login = await (await request.post("/api/editor/sessions", { data: owner })).json();
  const code = uniqueName(testInfo, "MERCH")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 24)
    .toUpperCase();
  const made = await request.post(`/api/profiles/${login.editor.profileId}/discount-codes`, {
    headers: { authorization: `Bearer ${login.token}` },
    data: { code, kind: "percent", amount: 10, appliesTo: "merch" },
  });
  expect(made.status()).toBe(201);

  const fan = await signUp(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Merch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Merch" })).toBeVisible();
  await page.getByRole("link", { name: /Harbour Lights Tour Shirt/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Lights Tour Shirt" })).toBeVisible();

  const size = page.getByRole("group", { name: /^Size:/ });
  const colour = page.getByRole("group", { name: /^Colour:/ });
  // S in Black is sold out: marked, and its button says so.
  await colour.getByRole("radio", { name: "Black" }).click();
  await size.getByRole("radio", { name: /^S\s*\(Sold out\)$/ }).click();
  await expect(size.getByRole("radio", { name: /^S\s*\(Sold out\)$/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Sold out" })).toBeDisabled();
  // S in Sand is for sale, at its own price.
  await colour.getByRole("radio", { name: "Sand" }).click();
  await expect(page.locator(".music-detail__price")).toHaveText("Price: $27.00");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  await page.goto("/checkout");
  await expect(page.getByText("Harbour Lights Tour Shirt (S / Sand)")).toBeVisible();
  await page.getByLabel("Discount code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Discount ${code}: -$2.70`)).toBeVisible();
  // The shirt ships: the fan chooses where, and sees shipping before paying (Canada: $12.00 for one item).
  await page.getByLabel("Ship to").selectOption({ label: "Canada" });
  await expect(page.getByText("Shipping: $12.00")).toBeVisible();
  await page.getByRole("button", { name: "Pay $36.30" }).click();
  await expect(page.getByRole("heading", { name: "Pay $36.30" })).toBeVisible();
  // The payment page asks for the address, in the country chosen.
  await page.getByLabel("Full name").fill("Robin Fan");
  await page.getByLabel("Address", { exact: true }).fill("12 Harbour Street");
  await page.getByLabel("City").fill("Halifax");
  await page.getByLabel("State, province or region (optional)").fill("NS");
  await page.getByLabel("Postal code").fill("B3H 1A1");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $36.30" }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, empty");

  await expect
    .poll(async () => (await mailTo(fan.email)).find((mail) => mail.subject?.startsWith("Your receipt"))?.text ?? "", {
      timeout: 15_000,
      message: "the receipt reaches the outbox",
    })
    .toContain(`Discount ${code}: -$2.70`);
  const receipt = (await mailTo(fan.email)).find((mail) => mail.subject?.startsWith("Your receipt"))?.text ?? "";
  expect(receipt).toContain("Harbour Lights Tour Shirt (S / Sand)  $27.00");
  expect(receipt).toContain("Shipping to Canada: $12.00\n  Total  $36.30");
  expect(receipt).toContain("Ships to:\n  Robin Fan\n  12 Harbour Street\n  Halifax, NS B3H 1A1\n  Canada");

  // The artist ships it (the studio's dialog has its own component test): the fan is emailed the tracking link.
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  const orderPath = `/api/profiles/${login.editor.profileId}/orders/${orderId}/status`;
  const headers = { authorization: `Bearer ${login.token}` };
  expect((await request.post(orderPath, { headers, data: { status: "processing" } })).status()).toBe(200);
  const shipped = await request.post(orderPath, {
    headers,
    data: { status: "shipped", carrier: "usps", trackingNumber: "9400 1000 0000" },
  });
  expect(shipped.status()).toBe(200);
  await expect
    .poll(async () => (await mailTo(fan.email)).find((mail) => mail.subject?.endsWith("has shipped"))?.text ?? "", {
      timeout: 15_000,
      message: "the shipping email reaches the outbox",
    })
    .toContain("Track your parcel: https://tools.usps.com/go/TrackConfirmAction?tLabels=940010000000");
});
