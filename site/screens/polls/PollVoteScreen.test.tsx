// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pollVoteHref } from "../../../runtime/richText/widgets/poll";
import { currentUrl, fakeApi, json, loggedInAs, renderRoutes, resetBrowser } from "../account/screenTesting";
import { linkedVote } from "./PollVoteScreen";
import { pollVoteRoute } from "./pollVoteRoute";

beforeEach(resetBrowser);
afterEach(cleanup);

const answer = { pageId: "tour", path: "/tour", poll: { uid: "qwert", options: [{ uid: "dawnn", votes: 1, voted: true }] } };

describe("/polls/vote (a poll's vote link)", () => {
  it("reads the poll and option of the link the export writes, and nothing else", () => {
    const href = pollVoteHref("qwert", "dawnn");
    expect(linkedVote(new URL(href, "https://site.test").searchParams)).toEqual({ pollUid: "qwert", optionUid: "dawnn" });
    expect(linkedVote(new URLSearchParams("poll=qwert&option=DAWN1"))).toBeNull();
    expect(linkedVote(new URLSearchParams("poll=qwert"))).toBeNull();
  });

  it("reads an email's vote link, which names its email, and refuses a malformed one", () => {
    const href = pollVoteHref("qwert", "dawnn", "email-1");
    expect(linkedVote(new URL(href, "https://site.test").searchParams)).toEqual({
      pollUid: "qwert",
      optionUid: "dawnn",
      emailId: "email-1",
    });
    expect(linkedVote(new URLSearchParams("poll=qwert&option=dawnn&in=../x"))).toBeNull();
  });

  it("counts a vote on an email's poll with its email and says so here (the email is not on the site)", async () => {
    const counted = { pageId: "email-1", path: null, poll: { uid: "qwert", options: [{ uid: "dawnn", votes: 3, voted: true }] } };
    const api = fakeApi({ ...loggedInAs(), "POST public/page-polls/email-1/votes": () => json(counted) });
    renderRoutes([pollVoteRoute], "/polls/vote?poll=qwert&option=dawnn&in=email-1");
    expect((await screen.findByRole("status")).textContent).toBe("Your vote is counted. Your choice has 3 votes so far.");
    expect(await api.bodies("POST public/page-polls/email-1/votes")).toEqual([{ pollUid: "qwert", optionUid: "dawnn", voted: true }]);
  });

  it("sends a visitor to /login, to come back to the link", async () => {
    const api = fakeApi();
    renderRoutes([pollVoteRoute], "/polls/vote?poll=qwert&option=dawnn");
    await waitFor(() => expect(currentUrl()).toBe("/login?redirect=/polls/vote?poll=qwert%26option=dawnn"));
    expect(api.requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("sets a fan's vote (never toggles it) and goes to the page that shows the poll", async () => {
    const api = fakeApi({ ...loggedInAs(), "POST public/page-polls/votes": () => json(answer) });
    renderRoutes([pollVoteRoute], "/polls/vote?poll=qwert&option=dawnn");
    await waitFor(() => expect(currentUrl()).toBe("/tour"));
    expect(await api.bodies("POST public/page-polls/votes")).toEqual([{ pollUid: "qwert", optionUid: "dawnn", voted: true }]);
  });

  it("says so when the poll is not on the site any more", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      ...loggedInAs(),
      "POST public/page-polls/votes": () => json({ code: "not_found", message: "This page has no such poll." }, 404),
    });
    renderRoutes([pollVoteRoute], "/polls/vote?poll=qwert&option=dawnn");
    expect(await screen.findByText(/This poll could not be found/)).toBeTruthy();
    expect(currentUrl()).toBe("/polls/vote?poll=qwert&option=dawnn");
    vi.restoreAllMocks();
  });
});
