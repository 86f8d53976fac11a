import { type Browser, expect, type Page, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { STUDIO_VIEWPORT, studioToast, submitStudioLogin } from "./editorHelpers";
import { type ApiPost, cardWith, listPosts, registerFan } from "./membersHelpers";
import { logIn } from "./siteHelpers";

/**
 * Comment moderation (issue 37, item 6): a fan comments, the artist hides the comment from the
 * studio's list of comments across posts and another fan no longer sees it; the artist turns the
 * first fan's comments off and that fan is told so instead of being offered the box.
 */

async function fanOpensComments(browser: Browser, baseURL: string, fan: { email: string; password: string }, post: ApiPost) {
  const page: Page = await (await browser.newContext({ baseURL })).newPage();
  await logIn(page, fan.email, fan.password, `/members?type=${post.type}`);
  await cardWith(page, post.caption ?? "")
    .getByRole("button", { name: /^Comments/ })
    .click();
  return page.getByRole("dialog", { name: "Comments" });
}

test("the artist hides a comment for everyone and turns its author's comments off", async ({ page, browser, request, baseURL }) => {
  if (!baseURL) throw new Error("No baseURL");
  const [writer, reader] = [await registerFan(request), await registerFan(request)];
  // A video or audio post: comments.spec.ts writes 45 comments on the first image post, members.spec.ts on a poll, at the same time.
  const post = (await listPosts(request, writer.token)).find(
    (candidate) => candidate.hasAccess && candidate.caption && (candidate.type === "video" || candidate.type === "audio"),
  );
  if (!post) throw new Error("The demo has no public video or audio post");
  const marker = `moderated-${Date.now()}`;
  const written = await request.post("/api/public/comments", {
    headers: { authorization: `Bearer ${writer.token}` },
    data: { entityId: post.id, entityType: "post", content: marker },
  });
  expect(written.status()).toBe(201);

  const before = await fanOpensComments(browser, baseURL, reader, post);
  await expect(before.getByText(marker, { exact: true })).toBeVisible();
  await before.page().context().close();

  await page.setViewportSize(STUDIO_VIEWPORT);
  const { owner } = demoCredentials();
  await submitStudioLogin(page, owner.email, owner.password, "/studio/posts");
  await page.getByRole("button", { name: "All comments" }).click();
  const row = page.getByRole("row").filter({ hasText: marker });
  await row.getByRole("button", { name: "Hide" }).click();
  await expect(studioToast(page, "Comment hidden")).toBeVisible();
  await expect(row).toContainText("Hidden");
  await row.getByRole("button", { name: "Turn off their comments" }).click();
  await expect(studioToast(page, "The fan's comments are turned off")).toBeVisible();

  const after = await fanOpensComments(browser, baseURL, reader, post);
  await expect(after.getByRole("list", { name: "Comments on this post" }).or(after.getByText("No comments yet."))).toBeVisible();
  await expect(after.getByText(marker, { exact: true })).toHaveCount(0);
  await after.page().context().close();

  const blocked = await fanOpensComments(browser, baseURL, writer, post);
  await expect(blocked.getByRole("status")).toContainText("Comments are turned off for you");
  await expect(blocked.getByPlaceholder("Add a comment...")).toHaveCount(0);
  await blocked.page().context().close();
});
