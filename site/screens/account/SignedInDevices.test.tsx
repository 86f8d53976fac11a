// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { currentUrl, fakeApi, json, loggedInAs, renderRoutes, resetBrowser } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

const SESSIONS = [
  { id: "s-here", device: "Firefox on Windows", signedInAt: "2026-11-20T10:00:00Z", lastActiveAt: "2026-11-29T11:00:00Z", current: true },
  { id: "s-phone", device: "Safari on iPhone", signedInAt: "2026-11-02T08:00:00Z", lastActiveAt: "2026-11-27T21:30:00Z", current: false },
];

describe("the account page's signed-in devices (issue 35, item 3)", () => {
  it("lists each device, this one marked, and signs another out", async () => {
    let sessions = SESSIONS;
    const api = fakeApi({
      ...loggedInAs(),
      "GET accounts/me/sessions": () => json({ sessions }),
      "DELETE accounts/me/sessions/s-phone": () => {
        sessions = SESSIONS.slice(0, 1);
        return json({ ok: true });
      },
    });
    renderRoutes(accountRoutes, "/account");
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("strong")?.textContent)).toEqual(["Firefox on Windows", "Safari on iPhone"]);
    expect(rows[0]?.textContent).toContain("This device");
    expect(within(rows[0] as HTMLElement).queryByRole("button")).toBeNull();
    fireEvent.click(within(rows[1] as HTMLElement).getByRole("button", { name: /^Sign out Safari on iPhone, last active / }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(api.requests.filter((request) => request.method === "DELETE").map((request) => new URL(request.url).pathname)).toEqual([
      "/api/accounts/me/sessions/s-phone",
    ]);
  });

  it("Sign out everywhere ends the others and this one, and goes to the login page", async () => {
    const api = fakeApi({
      ...loggedInAs(),
      "GET accounts/me/sessions": () => json({ sessions: SESSIONS }),
      "DELETE sessions/others": () => json({ ok: true, ended: 1 }),
      "DELETE sessions": () => json({ ok: true }),
    });
    renderRoutes(accountRoutes, "/account");
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(currentUrl()).toBe("/login"));
    expect(api.requests.some((request) => request.method === "DELETE" && new URL(request.url).pathname === "/api/sessions/others")).toBe(
      true,
    );
    await waitFor(() => expect(localStorage.getItem("public-access-token")).toBeNull());
  });
});
