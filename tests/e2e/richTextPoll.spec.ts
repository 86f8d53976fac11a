import { type Browser, expect, type Page, test } from "@playwright/test";
import { blockSettings, canvas, publishOpenPage, STUDIO_VIEWPORT } from "./editorHelpers";
import { registerFan } from "./membersHelpers";
import { newText, toolbar } from "./richTextHelpers";
import { expectPath, logIn } from "./siteHelpers";

/**
 * Rich content (issue 15), the poll: made in the studio (a question, options added, renamed and
 * deleted), published; on the page two fans vote, each sees the other's votes counted by the
 * server, a second vote on an option takes it back, and a visitor's click goes to /login and back.
 * An email's vote link (/polls/vote) votes and shows the page.
 */
test.use({ viewport: STUDIO_VIEWPORT });

const QUESTION = "Which song closes the show?";

/** A fan's own browser, logged in and on the page. */
async function fanOn(browser: Browser, path: string, fan: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, fan.email, fan.password, path);
  return page;
}

const optionOf = (page: Page, name: string) =>
  page.getByRole("group", { name: QUESTION }).getByRole("button", { name: new RegExp(`^${name}`) });

/** The uid of the option named `text` of any poll in a published page's JSON. */
function optionUidIn(json: unknown, text: string): string | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const record = json as Record<string, unknown>;
  if (record.type === "poll" && Array.isArray(record.options))
    return (record.options as { text: string; uid: string }[]).find((option) => option.text === text)?.uid;
  for (const value of Object.values(record)) {
    const found = optionUidIn(value, text);
    if (found) return found;
  }
  return undefined;
}

async function expectOption(page: Page, name: string, votes: string, pressed: boolean): Promise<void> {
  const option = optionOf(page, name);
  await expect(option).toContainText(votes);
  await expect(option).toHaveAttribute("aria-pressed", String(pressed));
}

test("a poll made in the studio and published: two fans vote, toggle, and see each other's counts", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { path } = await newText(page, testInfo);
  await page.keyboard.type("Help us choose");
  await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Poll" });
  const poll = blockSettings(page).getByRole("group", { name: "Poll" });
  // SPEC §3: a new poll starts with two options; a poll keeps at least two.
  await expect(poll.getByRole("textbox", { name: /^Option/ })).toHaveCount(2);
  await expect(poll.getByRole("button", { name: "Delete option 1" })).toBeDisabled();
  await poll.getByRole("textbox", { name: "Poll question" }).fill(QUESTION);
  await poll.getByRole("textbox", { name: "Option 1" }).fill("Dawn");
  await poll.getByRole("textbox", { name: "Option 2" }).fill("Noon");
  await poll.getByRole("button", { name: "Add option" }).click();
  await poll.getByRole("textbox", { name: "Option 3" }).fill("Dusk");
  await poll.getByRole("button", { name: "Add option" }).click();
  await poll.getByRole("textbox", { name: "Option 4" }).fill("Midnight");
  // Renamed, and one deleted (SPEC §4).
  await poll.getByRole("textbox", { name: "Option 2" }).fill("High noon");
  await poll.getByRole("button", { name: "Delete option 4" }).click();
  await expect(canvas(page).locator(".bl-text .bl-rt-poll-option")).toHaveText(["Dawn", "High noon", "Dusk"]);
  await publishOpenPage(page);

  const [ada, bo] = [await registerFan(request), await registerFan(request)];
  const adaPage = await fanOn(browser, path, ada);
  await expectOption(adaPage, "Dawn", "0 votes", false);
  await optionOf(adaPage, "Dawn").click();
  await expectOption(adaPage, "Dawn", "1 vote", true);

  const boPage = await fanOn(browser, path, bo);
  // Ada's vote is counted for Bo, and not marked as Bo's.
  await expectOption(boPage, "Dawn", "1 vote", false);
  await optionOf(boPage, "Dawn").click();
  await expectOption(boPage, "Dawn", "2 votes", true);
  await optionOf(boPage, "Dusk").click();
  await expectOption(boPage, "Dusk", "1 vote", true);

  // Ada sees Bo's votes once the page loads again, and takes her own vote back with a second click.
  await adaPage.reload();
  await expectOption(adaPage, "Dawn", "2 votes", true);
  await expectOption(adaPage, "Dusk", "1 vote", false);
  await optionOf(adaPage, "Dawn").click();
  await expectOption(adaPage, "Dawn", "1 vote", false);

  // The server kept it: each fan sees the same counts and their own votes after a reload.
  await adaPage.reload();
  await expectOption(adaPage, "Dawn", "1 vote", false);
  await boPage.reload();
  await expectOption(boPage, "Dawn", "1 vote", true);
  await expectOption(boPage, "Dusk", "1 vote", true);
  await expectOption(boPage, "High noon", "0 votes", false);

  // A visitor's click counts nothing and goes to /login, and back to the page after logging in.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(path);
  await optionOf(visitor, "High noon").click();
  await expectPath(visitor, `/login?redirect=${path}`);
  const cy = await registerFan(request);
  await visitor.getByLabel("Email").fill(cy.email);
  await visitor.getByLabel("Password").fill(cy.password);
  await visitor.getByRole("button", { name: "Log in" }).click();
  await expectPath(visitor, path);
  await expectOption(visitor, "High noon", "0 votes", false);

  // An email's vote link: the logged-in fan's vote is set on that option, and the page is shown.
  const published = await request.get(`/api/public/pages?path=${encodeURIComponent(path)}`);
  const pollUid = await visitor.locator(".bl-rt-poll").getAttribute("data-poll");
  const optionUid = optionUidIn(await published.json(), "High noon");
  expect(pollUid).toMatch(/^[a-z]{5}$/);
  expect(optionUid).toMatch(/^[a-z]{5}$/);
  for (let time = 0; time < 2; time++) {
    await visitor.goto(`/polls/vote?poll=${pollUid}&option=${optionUid}`);
    await expectPath(visitor, path);
    // Opened twice, the link still leaves one vote.
    await expectOption(visitor, "High noon", "1 vote", true);
  }
});
