// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentUrl, fakeApi, json, renderRoutes, resetBrowser } from "../account/screenTesting";
import { listConfirmRoute } from "./consentRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

const PAGE = "/email-lists/confirm/tok_abcdefghijklmnop";

describe("a list join's confirmation page", () => {
  it("confirms the subscription its link is for as it opens, and says so with the list's name", async () => {
    const api = fakeApi({ "POST public/email-lists/confirm": () => json({ listName: "Tour News" }) });
    renderRoutes([listConfirmRoute], PAGE);
    expect((await screen.findByRole("status")).textContent).toBe("You're subscribed to Tour News.");
    expect(screen.getByRole("heading", { name: "Your subscription", level: 1 })).toBeTruthy();
    expect(await api.bodies("POST public/email-lists/confirm")).toEqual([{ token: "tok_abcdefghijklmnop" }]);
    fireEvent.click(screen.getByRole("link", { name: "Go to the home page" }));
    await waitFor(() => expect(currentUrl()).toBe("/"));
  });

  it("says so for a link that is not valid", async () => {
    const message = "This confirmation link is not valid. Check that the whole link was copied from the email.";
    fakeApi({ "POST public/email-lists/confirm": () => json({ code: "confirm_link_invalid", message }, 404) });
    renderRoutes([listConfirmRoute], "/email-lists/confirm/garbled");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
