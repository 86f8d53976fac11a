// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentUrl, fakeApi, loggedInAs, renderRoutes, resetBrowser, TEST_FAN } from "../account/screenTesting";
import { membersRoute } from "./membersRoute";
import { engagementRoutes, fakePostsData, feed, INNER, LISTENER, LOCKED_CAPTION, LOCKED_IMAGE, POLL, post } from "./membersTestKit";

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const routes = [membersRoute];

function card(name: RegExp | string) {
  const found = screen.getAllByRole("article").find((article) => within(article).queryByText(name));
  if (!found) throw new Error(`no post card with ${name}`);
  return found;
}

async function openFilters() {
  fireEvent.click(screen.getByRole("button", { name: /^Filter/ }));
  return screen.getByRole("dialog", { name: "Filter Posts" });
}

describe("/members for a visitor", () => {
  it("shows 'Posts', a search box and every kind of post, locked ones without their content", async () => {
    fakeApi();
    renderRoutes(routes, "/members", { data: fakePostsData() });
    expect(await screen.findByRole("heading", { level: 1, name: "Posts" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search posts" }).getAttribute("placeholder")).toBe("Search posts...");
    expect(screen.getAllByRole("article")).toHaveLength(6);

    const image = card("Rehearsal room").querySelector("img");
    expect(image?.getAttribute("src")).toBe("/media/room.jpg");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(card("Visualizer").querySelector("video")?.hasAttribute("controls")).toBe(true);
    // Audio plays in the site's player (PostMedia.test.tsx covers the browser's controls without one).
    expect(within(card("First listen")).getByRole("button", { name: "Play Neon Tidepools" })).toBeTruthy();
    expect(within(card("Help us out")).getByRole("group", { name: POLL.question })).toBeTruthy();
    expect(within(card("Lyrics sheet")).getByRole("link", { name: "Lyrics" }).getAttribute("href")).toBe("/media/lyrics.pdf");
    expect(within(card("Help us out")).getByRole("button", { name: "Like, 5 likes" })).toBeTruthy();
    expect(within(card("Help us out")).getByRole("button", { name: "Comments, 1 comment" })).toBeTruthy();

    const locked = card("Content Locked");
    expect(within(locked).getByText("Subscribe to access this content")).toBeTruthy();
    // Subscribe leads to the checkout of the cheapest tier that unlocks the post, through sign-up for a visitor.
    expect(within(locked).getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe(
      `/signup?redirect=/membership/checkout?membershipTierId=${INNER.id}`,
    );
    expect(within(locked).getByText(INNER.name)).toBeTruthy();
    expect(within(locked).queryByRole("button", { name: /^Like/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain(LOCKED_CAPTION);
    expect(document.body.innerHTML).not.toContain(LOCKED_IMAGE);
  });

  it("names the tiers whose members read a locked post, and never leads Subscribe to a cheaper tier that does not (issue 30)", async () => {
    fakeApi();
    // A paid tier made before a free one, and a dearer one that includes it.
    const tier = (id: string, name: string, priceMonthly: number | null, includesTierIds: string[] = []) => ({
      ...LISTENER,
      id,
      name,
      priceMonthly,
      includesTierIds,
    });
    const tiers = [tier("gold", "Gold", 8), tier("free", "Free", null), tier("patron", "Patron", 20, ["gold"])];
    const locked = post("p-gold", { type: "text", caption: LOCKED_CAPTION, membershipTierId: "gold", hasAccess: false });
    renderRoutes(routes, "/members", { data: { ...fakePostsData([locked]), membershipTiers: async () => tiers } });
    const panel = await waitFor(() => card("Content Locked"));
    await waitFor(() => expect(within(panel).getByText("For Gold and Patron members")).toBeTruthy());
    expect(within(panel).getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe(
      "/signup?redirect=/membership/checkout?membershipTierId=gold",
    );
  });

  it("takes Subscribe to the tier's checkout for a fan", async () => {
    fakeApi({ ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }), ...engagementRoutes() });
    renderRoutes(routes, "/members", { data: fakePostsData() });
    const subscribe = within(await waitFor(() => card("Content Locked"))).getByRole("link", { name: "Subscribe" });
    await waitFor(() => expect(subscribe.getAttribute("href")).toBe(`/membership/checkout?membershipTierId=${INNER.id}`));
  });

  it("takes Subscribe to the membership tiers on the home page, within the app, when no listed tier unlocks the post", async () => {
    fakeApi();
    // The post's tier is hidden: the tiers fans see leave it out.
    renderRoutes(routes, "/members", { data: { ...fakePostsData(), membershipTiers: async () => [LISTENER] } });
    const subscribe = within(await waitFor(() => card("Content Locked"))).getByRole("link", { name: "Subscribe" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    fireEvent(subscribe, click);
    expect(click.defaultPrevented).toBe(true);
    expect(`${window.location.pathname}${window.location.hash}`).toBe("/#membership");
    expect(await screen.findByText("Elsewhere: /")).toBeTruthy();
  });

  it("searches 500 ms after typing pauses, in the address, back to page 1", async () => {
    fakeApi();
    const data = fakePostsData();
    renderRoutes(routes, "/members?page=1", { data });
    await screen.findByRole("heading", { name: "Posts" });
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByRole("searchbox"), { target: { value: "rehearsal " } });
      act(() => vi.advanceTimersByTime(499));
      expect(currentUrl()).toBe("/members?page=1");
      act(() => vi.advanceTimersByTime(1));
      expect(currentUrl()).toBe("/members?search=rehearsal");
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(data.calls.at(-1)).toEqual({ query: { page: 1, limit: 10, query: "rehearsal" }, viewer: "visitor" });
    expect(screen.getByRole("list", { name: "Active filters" }).textContent).toContain("“rehearsal”");
  });

  it("filters by type and tier in the modal, shows the filters as chips, and removes them one by one or all at once", async () => {
    fakeApi();
    renderRoutes(routes, "/members?page=2", { data: fakePostsData() });
    await screen.findByRole("heading", { name: "Posts" });
    let dialog = await openFilters();
    const types = within(dialog).getByRole("group", { name: "Post Type" });
    expect(
      within(types)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(["All Types", "Image", "Video", "Audio", "Poll"]);
    const tierSelect = within(dialog).getByRole("combobox", { name: "Membership Tier" }) as HTMLSelectElement;
    expect([...tierSelect.options].map((option) => option.textContent)).toEqual(["All Tiers", LISTENER.name, INNER.name]);
    fireEvent.click(within(types).getByRole("radio", { name: "Image" }));
    fireEvent.change(tierSelect, { target: { value: INNER.id } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply Filters" }));
    expect(currentUrl()).toBe(`/members?type=image&tier=${INNER.id}`);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((chip) => chip.getAttribute("aria-label")),
    ).toEqual(["Remove filter: Image", `Remove filter: ${INNER.name}`]);

    // Closing the modal without applying changes nothing.
    dialog = await openFilters();
    expect((within(dialog).getByRole("radio", { name: "Image" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole("radio", { name: "All Types" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(currentUrl()).toBe(`/members?type=image&tier=${INNER.id}`);

    fireEvent.click(within(chips).getByRole("button", { name: "Remove filter: Image" }));
    expect(currentUrl()).toBe(`/members?tier=${INNER.id}`);
    fireEvent.click(await screen.findByRole("button", { name: "Clear all" }));
    expect(currentUrl()).toBe("/members");
    await waitFor(() => expect(screen.queryByText("Active filters")).toBeNull());
  });

  it("'Clear Filters' clears the filters in effect and closes the modal", async () => {
    fakeApi();
    renderRoutes(routes, `/members?type=image&tier=${INNER.id}`, { data: fakePostsData() });
    await screen.findByRole("heading", { name: "Posts" });
    const dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole("button", { name: "Clear Filters" }));
    expect(currentUrl()).toBe("/members");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filter Posts" })).toBeNull());
  });

  it("says 'No posts found', or 'No posts found matching your filters' when a filter is set", async () => {
    fakeApi();
    renderRoutes(routes, "/members", { data: fakePostsData([]) });
    expect(await screen.findByText("No posts found")).toBeTruthy();
    cleanup();
    renderRoutes(routes, "/members?type=audio&search=zzz", { data: fakePostsData() });
    expect(await screen.findByText("No posts found matching your filters")).toBeTruthy();
  });

  it("pages through the posts ten a page, in the address", async () => {
    fakeApi();
    const many = Array.from({ length: 23 }, (_, index) => post(`p${index + 1}`, { caption: `Post number ${index + 1}` }));
    renderRoutes(routes, "/members", { data: fakePostsData(many) });
    await screen.findByRole("heading", { name: "Posts" });
    expect(screen.getAllByRole("article")).toHaveLength(10);
    fireEvent.click(screen.getByRole("link", { name: "Page 3" }));
    expect(currentUrl()).toBe("/members?page=3");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(screen.getByText("Post number 21")).toBeTruthy();
  });

  it.each([
    ["like", (article: HTMLElement) => within(article).getByRole("button", { name: /^Like/ })],
    ["save", (article: HTMLElement) => within(article).getByRole("button", { name: "Save" })],
    ["comment", (article: HTMLElement) => within(article).getByRole("button", { name: /^Comments/ })],
    ["vote", (article: HTMLElement) => within(article).getByRole("button", { name: /Undertow/ })],
  ])("sends a visitor who tries to %s to /login, to come back to the same view", async (_action, target) => {
    const api = fakeApi();
    renderRoutes(routes, "/members?type=poll&page=1", { data: fakePostsData() });
    const poll = await screen.findByRole("article");
    fireEvent.click(target(poll));
    expect(currentUrl()).toBe(
      `/login?redirect=${encodeURIComponent("/members?type=poll&page=1").replace(/%2F|%3F|%3D/g, decodeURIComponent)}`,
    );
    expect(new URLSearchParams(window.location.search).get("redirect")).toBe("/members?type=poll&page=1");
    expect(api.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });
});

describe("/members for a logged-in fan", () => {
  it("loads the posts again for the fan once the session knows them, showing what their tier unlocks", async () => {
    fakeApi({ ...loggedInAs(TEST_FAN), ...engagementRoutes() });
    const data = fakePostsData();
    renderRoutes(routes, "/members", { data });
    expect(await screen.findByText(LOCKED_CAPTION)).toBeTruthy();
    expect(screen.queryByText("Content Locked")).toBeNull();
    expect(data.calls.map((call) => call.viewer)).toContain("fan");
  });

  it("likes at once, the count up by one, and unlikes", async () => {
    const api = fakeApi({ ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }), ...engagementRoutes({ likes: 5 }) });
    renderRoutes(routes, "/members?type=poll", { data: fakePostsData() });
    const like = await screen.findByRole("button", { name: "Like, 5 likes" });
    await waitFor(() => expect(api.requests.some((request) => request.url.includes("likes/status"))).toBe(true));
    fireEvent.click(like);
    expect(like.getAttribute("aria-pressed")).toBe("true");
    expect(like.getAttribute("aria-label")).toBe("Like, 6 likes");
    await waitFor(() => expect(api.requests.filter((request) => request.method === "POST")).toHaveLength(1));
    expect(await api.bodies("POST public/likes")).toEqual([{ entityId: "p-poll", entityType: "post" }]);
    fireEvent.click(like);
    expect(like.getAttribute("aria-label")).toBe("Like, 5 likes");
    await waitFor(() => expect(api.requests.filter((request) => request.method === "DELETE")).toHaveLength(1));
    expect(like.getAttribute("aria-pressed")).toBe("false");
  });

  it("puts a failed like back and only logs it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({ ...loggedInAs(TEST_FAN), ...engagementRoutes({ likes: 5, failLikes: true }) });
    renderRoutes(routes, "/members?type=poll", { data: fakePostsData() });
    const like = await screen.findByRole("button", { name: "Like, 5 likes" });
    fireEvent.click(like);
    expect(like.getAttribute("aria-label")).toBe("Like, 6 likes");
    await waitFor(() => expect(like.getAttribute("aria-label")).toBe("Like, 5 likes"));
    expect(like.getAttribute("aria-pressed")).toBe("false");
    expect(errors).toHaveBeenCalledWith("Could not like post p-poll", expect.anything());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("saves and unsaves", async () => {
    const api = fakeApi({ ...loggedInAs(TEST_FAN), ...engagementRoutes() });
    renderRoutes(routes, "/members?type=poll", { data: fakePostsData() });
    const save = await screen.findByRole("button", { name: "Save" });
    fireEvent.click(save);
    expect(save.getAttribute("aria-pressed")).toBe("true");
    expect(save.textContent).toBe("Saved");
    await waitFor(() => expect(api.requests.some((request) => request.method === "POST" && request.url.includes("saves"))).toBe(true));
    fireEvent.click(save);
    await waitFor(() => expect(api.requests.some((request) => request.method === "DELETE" && request.url.includes("saves"))).toBe(true));
    expect(save.getAttribute("aria-pressed")).toBe("false");
  });

  it("shows the comments in the modal and adds a comment at once; whitespace alone is not sent", async () => {
    const api = fakeApi({ ...loggedInAs(TEST_FAN), ...engagementRoutes() });
    renderRoutes(routes, "/members?type=poll", { data: fakePostsData() });
    fireEvent.click(await screen.findByRole("button", { name: "Comments, 1 comment" }));
    const dialog = screen.getByRole("dialog", { name: "Comments" });
    expect(await within(dialog).findByText("Chicago, finally!!")).toBeTruthy();
    // The list holds a comment made since the page loaded: the count follows the server (issue 34).
    expect(await screen.findByRole("button", { name: "Comments, 2 comments" })).toBeTruthy();
    const list = within(dialog).getByRole("list");
    expect(list.className).toBe("post-comments__list");
    const input = within(dialog).getByPlaceholderText("Add a comment...");
    const postButton = within(dialog).getByRole("button", { name: "Post" }) as HTMLButtonElement;
    expect(postButton.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "   \n " } });
    expect(postButton.disabled).toBe(true);
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(await api.bodies("POST public/comments")).toEqual([]);

    fireEvent.change(input, { target: { value: "  See you in Seattle!  " } });
    fireEvent.click(postButton);
    // At once, before the server answers.
    expect(within(dialog).getByText("See you in Seattle!")).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("button", { name: "Comments, 3 comments" })).toBeTruthy();
    await waitFor(async () =>
      expect(await api.bodies("POST public/comments")).toEqual([
        { entityId: "p-poll", entityType: "post", content: "See you in Seattle!" },
      ]),
    );
    await waitFor(() => expect(dialog.querySelector(".post-comment--pending")).toBeNull());
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.querySelector(".post-comment__content")?.textContent),
    ).toEqual(["Chicago, finally!!", "See you there", "See you in Seattle!"]);
  });

  it("takes back a comment the server refused, logged only, with its text back in the box", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({ ...loggedInAs(TEST_FAN), ...engagementRoutes(), "POST public/comments": () => new Response("", { status: 500 }) });
    renderRoutes(routes, "/members?type=poll", { data: fakePostsData() });
    fireEvent.click(await screen.findByRole("button", { name: "Comments, 1 comment" }));
    const dialog = screen.getByRole("dialog", { name: "Comments" });
    await within(dialog).findByText("See you there");
    const input = within(dialog).getByPlaceholderText("Add a comment...") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "Lost words" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post" }));
    await waitFor(() => expect(within(dialog).queryByText("Lost words")).toBeNull());
    expect(input.value).toBe("Lost words");
    expect(screen.getByRole("button", { name: "Comments, 2 comments" })).toBeTruthy();
    expect(errors).toHaveBeenCalled();
  });

  it("votes in a poll and takes the vote back by voting again, with the server's counts", async () => {
    const api = fakeApi({ ...loggedInAs(TEST_FAN), ...engagementRoutes() });
    renderRoutes(routes, "/members?type=poll", { data: fakePostsData() });
    const poll = await screen.findByRole("group", { name: POLL.question });
    const undertow = within(poll).getByRole("button", { name: /Undertow/ });
    expect(undertow.textContent).toContain("1 vote");
    fireEvent.click(undertow);
    expect(undertow.getAttribute("aria-pressed")).toBe("true");
    expect(undertow.textContent).toContain("2 votes");
    await waitFor(async () => expect(await api.bodies("POST public/polls/p-poll/votes")).toEqual([{ optionUid: "udtow", voted: true }]));
    fireEvent.click(undertow);
    expect(undertow.getAttribute("aria-pressed")).toBe("false");
    await waitFor(async () => expect(await api.bodies("POST public/polls/p-poll/votes")).toHaveLength(2));
    expect((await api.bodies("POST public/polls/p-poll/votes"))[1]).toEqual({ optionUid: "udtow", voted: false });
    await waitFor(() => expect(undertow.textContent).toContain("1 vote"));
  });
});

describe("the members route", () => {
  it("keys its data by the normalized query and who looks, and names the page in the head", () => {
    const head = membersRoute.head({
      data: { posts: { data: feed(), page: 2, pageSize: 10, total: 23 }, tiers: [] },
      params: {},
      search: new URLSearchParams("page=2&type=poll"),
      profile: { id: "artist-1", name: "The Lantern Coast" },
      site: { schemaVersion: 1, kind: "site" },
      pathname: "/members",
    });
    expect(head).toMatchObject({ title: "Posts, page 2 · The Lantern Coast", canonicalPath: "/members?type=poll&page=2" });
    expect(membersRoute.perViewer).toBe(true);
  });
});
