// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentUrl, fakeApi, json, renderRoutes, resetBrowser } from "../account/screenTesting";
import { listConfirmRoute } from "./consentRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

const PAGE = "/email-lists/confirm/tok_abcdefghijklmnop";

describe("a list join's confirmation page", () => {
  it("asks before it confirms (opening the link changes nothing), and one click confirms, naming the list", async () => {
    const api = fakeApi({
      "POST public/email-lists/confirm/check": () => json({ listName: "Tour News", confirmed: false }),
      "POST public/email-lists/confirm": () => json({ listName: "Tour News" }),
    });
    renderRoutes([listConfirmRoute], PAGE);
    expect(await screen.findByText("Confirm your subscription to Tour News?")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Your subscription", level: 1 })).toBeTruthy();
    expect(await api.bodies("POST public/email-lists/confirm")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Confirm subscription" }));
    expect((await screen.findByRole("status")).textContent).toBe("You're subscribed to Tour News.");
    expect(await api.bodies("POST public/email-lists/confirm")).toEqual([{ token: "tok_abcdefghijklmnop" }]);
    fireEvent.click(screen.getByRole("link", { name: "Go to the home page" }));
    await waitFor(() => expect(currentUrl()).toBe("/"));
  });

  it("says a subscription its link confirmed before is already on, with nothing to press", async () => {
    fakeApi({ "POST public/email-lists/confirm/check": () => json({ listName: "Tour News", confirmed: true }) });
    renderRoutes([listConfirmRoute], PAGE);
    expect((await screen.findByRole("status")).textContent).toBe("You're already subscribed to Tour News.");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says why a link cannot confirm: not valid, or expired, with what to do", async () => {
    const message = "This confirmation link has expired: links work for 7 days. Join the list again on the artist's site to get a new one.";
    fakeApi({ "POST public/email-lists/confirm/check": () => json({ code: "confirm_link_expired", message }, 410) });
    renderRoutes([listConfirmRoute], "/email-lists/confirm/garbled");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps the question and says why when the click is refused", async () => {
    const message =
      "You unsubscribed after this link was sent, so it no longer subscribes you. To subscribe again, join the list on the artist's site.";
    fakeApi({
      "POST public/email-lists/confirm/check": () => json({ listName: "Tour News", confirmed: false }),
      "POST public/email-lists/confirm": () => json({ code: "confirm_link_withdrawn", message }, 410),
    });
    renderRoutes([listConfirmRoute], PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Confirm subscription" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });
});
