import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { openSection, openStudio, STUDIO_VIEWPORT, studioToast, uniqueName } from "./editorHelpers";
import { expectSoundAtEveryWidth } from "./overflowWalker";

/**
 * Sending from the Emails section (issue 19): a test of a new email is refused for a stranger and
 * reaches the outbox for the artist's own address and a confirmed subscriber (issue 30); the email is then sent to the demo's list after a
 * confirmation that names the list and counts its subscribers, and its progress runs to Sent
 * with every recipient's status.
 */

test.use({ viewport: STUDIO_VIEWPORT });

function outboxWith(subject: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith(".eml"))
      .map((file) => readFileSync(join(outbox, file), "utf8"))
      .filter((message) => message.includes(subject));
  } catch {
    return [];
  }
}

async function createEmail(page: Page, name: string): Promise<void> {
  await openStudio(page);
  await openSection(page, "Emails");
  const form = page.getByRole("form", { name: "New email" });
  await form.getByLabel("Name of the new email").fill(name);
  await form.getByLabel("Start from").selectOption({ label: "Announcement" });
  await form.getByRole("button", { name: "Create email" }).click();
  await expect(page.getByRole("region", { name: "Emails" }).getByRole("button", { name, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(studioToast(page, `Email “${name}” created`)).toBeVisible();
}

test("an email is tested, then sent to a list after a confirmation, and its progress runs to Sent", async ({ page }, testInfo) => {
  const name = uniqueName(testInfo, "Tour letter");
  await createEmail(page, name);

  await page.getByRole("button", { name: "Send test…" }).click();
  const testDialog = page.getByRole("dialog", { name: "Send a test" });
  // A stranger is refused (issue 30); a subscriber who confirmed, on the demo's list, is not.
  await testDialog.getByLabel("Other addresses").fill("bandmate@example.com");
  await testDialog.getByRole("button", { name: "Send the test" }).click();
  await expect(testDialog.getByRole("alert")).toHaveText(
    "A test goes only to your studio team and to addresses confirmed on one of your lists: bandmate@example.com is neither.",
  );
  await testDialog.getByLabel("Other addresses").fill("moonwatcher.kay@example.com");
  await testDialog.getByRole("button", { name: "Send the test" }).click();
  const owner = demoCredentials().owner.email.toLowerCase();
  await expect(testDialog.getByRole("status")).toHaveText(`Test sent to ${owner}, moonwatcher.kay@example.com.`);
  await expectSoundAtEveryWidth(page, "the Send a test dialog");
  await expect
    .poll(() => outboxWith("moonwatcher.kay@example.com").filter((message) => message.includes("[Test]")).length, { timeout: 15_000 })
    .toBe(1);
  await testDialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Send…" }).click();
  const sendDialog = page.getByRole("dialog", { name: "Send this email" });
  await sendDialog.getByRole("combobox", { name: "Email list" }).selectOption({ index: 1 });
  await sendDialog.getByRole("button", { name: "Continue" }).click();
  await expect(sendDialog.getByRole("status")).toHaveText(/^Send “.+” to \d+ subscribers? of .+\?$/);
  const count = Number(/to (\d+) subscriber/.exec((await sendDialog.getByRole("status").textContent()) ?? "")?.[1]);
  expect(count).toBeGreaterThan(0);
  await expectSoundAtEveryWidth(page, "the Send this email dialog");
  await sendDialog.getByRole("button", { name: "Send", exact: true }).click();

  const detail = page.getByRole("region", { name, exact: true });
  await expect(detail).toBeVisible();
  await expect(detail.getByText("Sent", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const recipients = detail.getByRole("region", { name: "Recipients" });
  await expect(recipients.getByRole("row").nth(1)).toBeVisible();
  // Other specs may confirm a subscriber of the same list between the count and the send.
  const listed = (await recipients.getByRole("row").count()) - 1;
  expect(listed).toBeGreaterThanOrEqual(count);
  await expect(recipients.getByRole("cell", { name: "sent", exact: false })).toHaveCount(listed);
});
