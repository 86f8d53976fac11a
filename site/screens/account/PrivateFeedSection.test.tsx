// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { type PrivateFeedApi, PrivateFeedSection } from "./PrivateFeedSection";
import { fakeApi, json, loggedInAs, renderRoutes, resetBrowser, TEST_FAN } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

const FIRST = "https://band.example/feed/private/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.rss";
const SECOND = "https://band.example/feed/private/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.rss";

function fakeFeedApi(): PrivateFeedApi & { resets: number } {
  const api = {
    resets: 0,
    memberFeed: async () => ({ url: api.resets === 0 ? FIRST : SECOND }),
    resetMemberFeed: async () => {
      api.resets += 1;
      return { url: SECOND };
    },
  };
  return api;
}

describe("the account page's private podcast feed (issue 37, item 5)", () => {
  it("shows the feed's address, copies it, and resets it after a confirmation", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const api = fakeFeedApi();
    render(<PrivateFeedSection api={api} />);
    const field = (await screen.findByLabelText("Feed address")) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(field.readOnly).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Copied.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FIRST);

    fireEvent.click(screen.getByRole("button", { name: "Reset link" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(api.resets).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Reset link" }));
    fireEvent.click(screen.getByRole("button", { name: "Reset the link" }));
    expect(await screen.findByText("A new link is ready: the old one no longer works.")).toBeTruthy();
    expect((screen.getByLabelText("Feed address") as HTMLInputElement).value).toBe(SECOND);
    expect(api.resets).toBe(1);
  });

  it("says why when the server refuses", async () => {
    render(
      <PrivateFeedSection
        api={{
          memberFeed: () => Promise.reject(new Error("You need a membership to do this.")),
          resetMemberFeed: () => Promise.reject(new Error("no")),
        }}
      />,
    );
    expect((await screen.findByRole("alert")).textContent).toBeTruthy();
    expect(screen.queryByLabelText("Feed address")).toBeNull();
  });

  it("is on the account page of a member, and not of a fan without a membership", async () => {
    fakeApi({ ...loggedInAs(), "GET accounts/me/feed": () => json({ url: FIRST }) });
    renderRoutes(accountRoutes, "/account");
    expect(((await screen.findByLabelText("Feed address")) as HTMLInputElement).value).toBe(FIRST);
    cleanup();
    fakeApi(loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }));
    renderRoutes(accountRoutes, "/account");
    await screen.findByText("Your details");
    expect(screen.queryByText("Private podcast feed")).toBeNull();
  });
});
