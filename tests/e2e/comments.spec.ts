import { expect, test } from "@playwright/test";
import { cardWith, listPosts, registerFan } from "./membersHelpers";
import { logIn } from "./siteHelpers";

/** Comments come a page at a time: the modal shows the newest, and loads earlier ones as the fan scrolls up. */

test("a post with 45 comments shows the newest 20, and the rest as the fan scrolls up", async ({ page, request }) => {
  const fan = await registerFan(request);
  const post = (await listPosts(request, fan.token, "filter[type]=image")).find((candidate) => candidate.hasAccess && candidate.caption);
  if (!post?.caption) throw new Error("The demo has no public image post");
  const marker = `paged-${Date.now()}`;
  for (let i = 1; i <= 45; i++) {
    const response = await request.post("/api/public/comments", {
      headers: { authorization: `Bearer ${fan.token}` },
      data: { entityId: post.id, entityType: "post", content: `${marker} ${i}` },
    });
    expect(response.status()).toBe(201);
  }

  await logIn(page, fan.email, fan.password, "/members?type=image");
  await cardWith(page, post.caption)
    .getByRole("button", { name: /^Comments/ })
    .click();
  const list = page.getByRole("dialog", { name: "Comments" }).getByRole("list", { name: "Comments on this post" });
  const comment = (i: number) => list.getByText(`${marker} ${i}`, { exact: true });
  await expect(comment(45)).toBeInViewport();
  await expect(comment(26)).toBeAttached();
  await expect(comment(25)).toHaveCount(0);

  // Scrolling to the top brings the earlier ones, twice, until the first.
  for (const first of [6, 1]) {
    await list.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(comment(first)).toBeAttached();
  }
  await expect(list.getByRole("button", { name: "Show earlier comments" })).toHaveCount(0);
  await expect(list.getByText(new RegExp(`^${marker} \\d+$`))).toHaveCount(45);
});
