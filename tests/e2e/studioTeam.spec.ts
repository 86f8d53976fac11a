import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import {
  addPage,
  layers,
  openSection,
  publishOpenPage,
  STUDIO_VIEWPORT,
  studioSections,
  submitStudioLogin,
  uniqueName,
} from "./editorHelpers";
import { expectSoundAtEveryWidth } from "./overflowWalker";
import { acceptInvitation, invite } from "./teamHelpers";

/**
 * A studio team (issue 35, item 5): the owner invites an editor and a viewer by email; each accepts
 * the link from the outbox, making an account; the editor adds and publishes a page, the viewer
 * cannot add one; the owner sees both on the team, removes the viewer, who is signed out, and finds
 * each of these in the studio's Activity.
 */

test.use({ viewport: STUDIO_VIEWPORT });

const PASSWORD = "a tune for the team 9";

test("an owner invites an editor who adds a page, and a viewer who cannot; removing the viewer signs them out", async ({
  page,
  browser,
}, testInfo) => {
  const { owner } = demoCredentials();
  const editorEmail = `${uniqueName(testInfo, "editor")}@example.com`;
  const viewerEmail = `${uniqueName(testInfo, "viewer")}@example.com`;
  await submitStudioLogin(page, owner.email, owner.password, "/studio/team");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await invite(page, editorEmail, "Editor");
  await invite(page, viewerEmail, "Viewer");
  await expectSoundAtEveryWidth(page, "the Team section with invitations");

  const editor = await acceptInvitation(browser, editorEmail, "Eli Editor", PASSWORD);
  await expect(editor.getByText("Editor", { exact: true })).toBeVisible();
  await editor.goto("/studio/site");
  await expect(layers(editor).getByRole("treeitem", { name: "Page" })).toBeVisible();
  const added = await addPage(editor, testInfo);
  await publishOpenPage(editor);

  const viewer = await acceptInvitation(browser, viewerEmail, "Vi Viewer", PASSWORD);
  await expect(viewer.getByRole("note")).toHaveText(
    "You are a viewer of this studio: you can look at everything but fans' addresses, and change nothing.",
  );
  // Owners' work is not in a viewer's sidebar.
  await expect(studioSections(viewer).getByRole("link", { name: "Outbox" })).toHaveCount(0);
  await expect(studioSections(viewer).getByRole("link", { name: "Activity" })).toHaveCount(0);
  await viewer.goto("/studio/site");
  await expect(layers(viewer).getByRole("treeitem", { name: "Page" })).toBeVisible();
  const form = viewer.getByRole("form", { name: "Add a page" });
  await form.getByLabel("Title of the new page").fill("Not mine to add");
  await form.getByLabel("Path of the new page").fill(`/${uniqueName(testInfo, "viewer-page")}`);
  await form.getByRole("button", { name: "Add page" }).click();
  await expect(viewer.getByRole("alert").filter({ hasText: "You are a viewer of this studio" })).toBeVisible();

  await page.reload();
  const team = page.getByRole("table", { name: "Team" });
  await expect(team.getByRole("row").filter({ hasText: editorEmail }).getByLabel("Role of Eli Editor")).toHaveValue("editor");
  await expect(team.getByRole("row").filter({ hasText: viewerEmail }).getByLabel("Role of Vi Viewer")).toHaveValue("viewer");
  await page.getByRole("button", { name: "Remove Vi Viewer" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Vi Viewer?" });
  await expectSoundAtEveryWidth(page, "removing someone from the team");
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(team.getByText(viewerEmail)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Vi Viewer removed" })).toBeVisible();

  await viewer.goto("/studio");
  await expect(viewer.getByRole("heading", { name: "Studio", level: 1 })).toBeVisible();

  // The owner's Activity shows each of these, by whom.
  await openSection(page, "Activity");
  await page.getByLabel("Kind of work").selectOption({ label: "Team and roles" });
  const activity = page.getByRole("table");
  const row = (what: string, details: string) => activity.getByRole("row").filter({ hasText: what }).filter({ hasText: details });
  await expect(row("Invited someone", `${editorEmail} as editor`)).toBeVisible();
  await expect(row("Invited someone", `${viewerEmail} as viewer`)).toBeVisible();
  await expect(row("Joined the team", `${editorEmail} as editor`)).toContainText(`Eli Editor <${editorEmail}>`);
  await expect(row("Removed someone", `Vi Viewer <${viewerEmail}>`)).toContainText(owner.email);
  await page.getByLabel("Kind of work").selectOption({ label: "Publishing" });
  await page.getByLabel("Person").selectOption(`Eli Editor <${editorEmail}>`);
  await expect(row("Published a page", added.title)).toBeVisible();
});
