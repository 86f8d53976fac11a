import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { openSection, submitStudioLogin, uniqueName } from "./editorHelpers";

/**
 * API keys (issue 40, item 5): the demo owner makes a key in Studio › Settings › API keys that may
 * read the catalogue, copies it from the dialog that shows it once, and a script's request with it
 * reads the releases but is refused moving an order; once revoked, the key opens nothing.
 */
test("an owner makes an API key in Settings, a script reads the catalogue with it and is refused orders, and revoking stops it", async ({
  page,
  context,
  request,
}, testInfo) => {
  const { owner } = demoCredentials();
  const login = await (await request.post("/api/editor/sessions", { data: owner })).json();
  const studio = `/api/profiles/${login.editor.profileId}`;
  const name = uniqueName(testInfo, "Shop sync");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await submitStudioLogin(page, owner.email, owner.password, "/studio/settings");
  await openSection(page, "Settings");
  const keys = page.getByRole("region", { name: "API keys", exact: true });
  await keys.getByLabel("Key name").fill(name);
  await keys.getByLabel(/catalogue:read/).check();
  await keys.getByRole("button", { name: "Make an API key" }).click();
  const shown = page.getByRole("dialog", { name: `API key "${name}"` });
  await expect(shown).toContainText("Copy this key now: it will not be shown again.");
  await shown.getByRole("button", { name: "Copy the key" }).click();
  await expect(shown.getByRole("status")).toHaveText("Key copied.");
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^bk_live_/);
  await expect(shown.getByLabel("Your new API key")).toHaveValue(key);
  await shown.getByRole("button", { name: "Done" }).click();
  const row = keys.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("catalogue:read");
  await expect(row).toContainText("Never");

  // A script with the key: the catalogue, yes; changing an order, no, in words that say so.
  const script = { authorization: `Bearer ${key}` };
  const releases = await request.get(`${studio}/releases`, { headers: script });
  expect(releases.status()).toBe(200);
  const move = await request.post(`${studio}/orders/nothingNamedThis/status`, { headers: script, data: { status: "shipped" } });
  expect(move.status()).toBe(403);
  expect((await move.json()).code).toBe("api_key_scope");
  const orders = await request.get(`${studio}/orders`, { headers: script });
  expect(orders.status()).toBe(403);
  expect((await orders.json()).message).toContain("orders:read");

  // Its last use shows once the list is read again; revoking asks first, then the key opens nothing.
  await page.reload();
  await expect(keys.getByRole("row").filter({ hasText: name })).not.toContainText("Never");
  await keys.getByRole("button", { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: `Revoke the API key "${name}"?` });
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(keys.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  const after = await request.get(`${studio}/releases`, { headers: script });
  expect(after.status()).toBe(401);
  expect((await after.json()).code).toBe("api_key_invalid");
});
