// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Gift } from "../../../schema/api/gifts";
import { accountRoutes } from "../account/accountRoutes";
import { currentUrl, fakeApi, isDisabled, json, loggedInAs, renderRoutes, resetBrowser } from "../account/screenTesting";
import { giftClaimRoute } from "./giftRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

const GIFT: Gift = {
  productId: "p1",
  title: "Night Drive",
  from: "Ada",
  recipientName: "Jamie",
  recipientEmail: "jamie@example.com",
  message: "Happy birthday!\n<b>not bold</b>",
  claimed: false,
  claimedByYou: false,
};

const routes = [giftClaimRoute, ...accountRoutes];
const PAGE = "/gifts/claim/tok_abcdefghijklmnop";

describe("a gift's claim page", () => {
  it("shows a visitor what the gift is, from whom and their message as text, and leads to sign up or log in with the recipient's address and back", async () => {
    const api = fakeApi({ "POST public/gifts/check": () => json(GIFT) });
    renderRoutes(routes, PAGE);
    expect(await screen.findByText("Night Drive")).toBeTruthy();
    expect(screen.getByText(/Ada sent you/)).toBeTruthy();
    // The message is text as typed: its markup is shown, never applied.
    const quote = document.querySelector("blockquote");
    expect(quote?.textContent).toBe("Happy birthday!\n<b>not bold</b>");
    expect(quote?.querySelector("b")).toBeNull();
    expect(screen.getByText("Ada's message")).toBeTruthy();
    expect(await api.bodies("POST public/gifts/check")).toEqual([{ token: "tok_abcdefghijklmnop" }]);

    const back = encodeURIComponent(PAGE);
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      `/signup?redirect=${back}&email=jamie%40example.com`,
    );
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(`/login?redirect=${back}&email=jamie%40example.com`);
    expect(screen.queryByRole("button", { name: "Add to my library" })).toBeNull();

    fireEvent.click(screen.getByRole("link", { name: "Create an account" }));
    expect(((await screen.findByLabelText("Email")) as HTMLInputElement).value).toBe("jamie@example.com");
  });

  it("adds the gift to a logged-in fan's library, the button busy meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      ...loggedInAs(),
      "POST public/gifts/check": () => json(GIFT),
      "POST public/gifts/claim": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(routes, PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Add to my library" }));
    expect(isDisabled(await screen.findByRole("button", { name: "Adding…" }))).toBe(true);
    answer(json({ ...GIFT, claimed: true, claimedByYou: true }));
    expect((await screen.findByRole("status")).textContent).toBe("It is in your library.");
    fireEvent.click(screen.getByRole("link", { name: "Go to your library" }));
    await waitFor(() => expect(currentUrl()).toBe("/account"));
    expect(await api.bodies("POST public/gifts/claim")).toEqual([{ token: "tok_abcdefghijklmnop" }]);
    // The check was made as the fan: it carried their token.
    expect(api.requests.find((request) => request.url.includes("gifts/check"))?.headers.get("authorization")).toBe(
      "Bearer token-of-the-fan",
    );
  });

  it("says when another fan claimed it first, with nothing to press", async () => {
    fakeApi({
      ...loggedInAs(),
      "POST public/gifts/check": () => json(GIFT),
      "POST public/gifts/claim": () => json({ code: "gift_claimed", message: "This gift was already claimed." }, 409),
    });
    renderRoutes(routes, PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Add to my library" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This gift was already claimed.");
    cleanup();
    fakeApi({ "POST public/gifts/check": () => json({ ...GIFT, claimed: true }) });
    renderRoutes(routes, PAGE);
    expect((await screen.findByRole("alert")).textContent).toBe("This gift was already claimed.");
    expect(screen.queryByRole("link", { name: "Create an account" })).toBeNull();
  });

  it("says so for a link that is not valid, without a message from whom", async () => {
    const message = "This gift link is not valid. Check that the whole link was copied from the email.";
    fakeApi({ "POST public/gifts/check": () => json({ code: "gift_link_invalid", message }, 404) });
    renderRoutes(routes, "/gifts/claim/garbled");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByText(/sent you/)).toBeNull();
  });
});
