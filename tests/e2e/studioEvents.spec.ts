import { expect, type Page, test } from "@playwright/test";
import { formatEventTime } from "../../runtime/time/eventTime";
import { instantToZonedLocal, zonedLocalToInstant } from "../../runtime/time/zonedTime";
import { openSection, openStudio, STUDIO_VIEWPORT, uniqueName } from "./editorHelpers";

/**
 * The studio's Events section (issue 17): an artist adds a show at 8 PM on the venue's clock, sees
 * it on the home page in the venue's time with the zone named, changes it, and deletes it.
 * One event at a time: the demo home page shows five upcoming events, and other tests read them.
 */

test.use({ viewport: STUDIO_VIEWPORT });

const ZONE = "America/Los_Angeles";

async function openEvents(page: Page): Promise<void> {
  await openStudio(page);
  await openSection(page, "Events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
}

test("an artist adds a show at the venue's 8 PM, sees it on the home page in the venue's time, changes it and deletes it", async ({
  page,
}, testInfo) => {
  await openEvents(page);
  const title = uniqueName(testInfo, "Harbor show");
  // Tomorrow or so, at 8 PM on the venue's clock: sooner than the demo's shows, so it is on the home page.
  const day = instantToZonedLocal(new Date(Date.now() + 36 * 3600_000).toISOString(), ZONE).slice(0, 10);
  const local = `${day}T20:00`;
  const shown = formatEventTime(zonedLocalToInstant(local, ZONE) as string, ZONE);
  expect(shown).toMatch(/ · 8:00 PM P[SD]T$/);

  await page.getByRole("button", { name: "Add event" }).click();
  const form = page.getByRole("form", { name: "New event" });
  // Saving an empty form names what is missing, by its field.
  await form.getByRole("button", { name: "Save event" }).click();
  await expect(form.getByText("Give the event a title.")).toBeVisible();
  await expect(form.getByText("Choose the date and time.")).toBeVisible();

  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Date and time, at the venue").fill(local);
  await form.getByLabel("Venue's time zone").selectOption(ZONE);
  await form.getByLabel("Venue", { exact: true }).fill("Harbor Lights Hall");
  await form.getByLabel("City").fill("Seattle");
  await form.getByLabel("Country").fill("United States");
  await form.getByLabel("Link (tickets, details)").fill("https://tickets.example/harbor");
  await form.getByLabel("Link text").fill("Tickets");
  await form.getByRole("button", { name: "Save event" }).click();
  await expect(form).toBeHidden();
  // A toast says so, and goes by itself.
  await expect(page.locator(".studio-toasts").getByText("Event added")).toBeVisible();
  const listed = page.getByRole("list", { name: "Your events" }).getByRole("listitem").filter({ hasText: title });
  await expect(listed).toContainText(`${shown} · Harbor Lights Hall, Seattle`);

  // Fans see it on the home page, in the venue's time, from the server's HTML on.
  const fan = await page.context().newPage();
  await fan.goto("/");
  const item = fan.getByRole("listitem").filter({ hasText: title });
  await expect(item.locator("time")).toHaveText(shown);
  await expect(item.getByRole("link", { name: /Tickets/ })).toHaveAttribute("href", "https://tickets.example/harbor");

  // Changed, it reads back at the venue's clock, and the site follows.
  const renamed = uniqueName(testInfo, "Harbor late show");
  await listed.getByRole("button", { name: `Edit ${title}` }).click();
  const editForm = page.getByRole("form", { name: `Edit ${title}` });
  await expect(editForm.getByLabel("Date and time, at the venue")).toHaveValue(local);
  await expect(editForm.getByLabel("Venue's time zone")).toHaveValue(ZONE);
  await editForm.getByLabel("Title", { exact: true }).fill(renamed);
  await editForm.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("list", { name: "Your events" }).getByText(renamed)).toBeVisible();
  await fan.reload();
  await expect(fan.getByRole("listitem").filter({ hasText: renamed })).toBeVisible();

  // Deleted after a confirmation, it is gone from the studio and the site.
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await page.getByRole("dialog", { name: "Delete this event?" }).getByRole("button", { name: "Delete event" }).click();
  await expect(page.getByRole("list", { name: "Your events" }).getByText(renamed)).toHaveCount(0);
  await expect(page.getByRole("status").getByText(`“${renamed}” deleted`)).toBeVisible();
  await fan.reload();
  await expect(fan.getByRole("listitem").filter({ hasText: renamed })).toHaveCount(0);
});
