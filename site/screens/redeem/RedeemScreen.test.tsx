// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "../account/accountRoutes";
import { currentUrl, descriptionOf, enabledButton, fakeApi, json, loggedInAs, renderRoutes, resetBrowser } from "../account/screenTesting";
import { redeemRoute } from "./redeemRoute";

beforeEach(resetBrowser);
afterEach(cleanup);

const routes = [redeemRoute, ...accountRoutes];
const REDEEMED = { productId: "p1", title: "Night Drive", outcome: "redeemed" as const };

describe("the /redeem screen", () => {
  it("redeems the code from the card's link for a signed-in fan and leads to their library", async () => {
    const api = fakeApi({ ...loggedInAs(), "POST public/download-codes/redeem": () => json(REDEEMED) });
    renderRoutes(routes, "/redeem?code=ABCD-EFGH-JK");
    expect(((await screen.findByLabelText("Download code")) as HTMLInputElement).value).toBe("ABCD-EFGH-JK");
    fireEvent.click(await enabledButton("Redeem"));
    expect((await screen.findByRole("status")).textContent).toBe("Night Drive is now in your library.");
    expect(await api.bodies("POST public/download-codes/redeem")).toEqual([{ code: "ABCD-EFGH-JK" }]);
    fireEvent.click(screen.getByRole("link", { name: "Go to your library" }));
    await waitFor(() => expect(currentUrl()).toBe("/account"));
  });

  it("says when the fan had the release already, so the code was left for someone else", async () => {
    fakeApi({ ...loggedInAs(), "POST public/download-codes/redeem": () => json({ ...REDEEMED, outcome: "alreadyOwned" }) });
    renderRoutes(routes, "/redeem?code=ABCD-EFGH-JK");
    fireEvent.click(await enabledButton("Redeem"));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Night Drive was already in your library, so this code was not used: pass the card on to someone else.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Redeem another code" }));
    expect(((await screen.findByLabelText("Download code")) as HTMLInputElement).value).toBe("");
  });

  it("announces the server's refusal, tied to the field", async () => {
    const message = "This code is no longer valid.";
    fakeApi({ ...loggedInAs(), "POST public/download-codes/redeem": () => json({ code: "download_code_void", message }, 410) });
    renderRoutes(routes, "/redeem");
    fireEvent.change(await screen.findByLabelText("Download code"), { target: { value: "abcd efgh jk" } });
    fireEvent.click(await enabledButton("Redeem"));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    const field = screen.getByLabelText("Download code");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(field)).toBe(message);
  });

  it("says at once that a code of the wrong shape is not one, asking the server nothing", async () => {
    const api = fakeApi({ ...loggedInAs() });
    renderRoutes(routes, "/redeem?code=HELLO");
    fireEvent.click(await enabledButton("Redeem"));
    expect((await screen.findByRole("alert")).textContent).toContain("We don't recognise this code");
    expect(await api.bodies("POST public/download-codes/redeem")).toEqual([]);
  });

  it("sends a visitor to sign up or log in, and back here with the code", async () => {
    fakeApi({});
    renderRoutes(routes, "/redeem?code=ABCD-EFGH-JK");
    const back = encodeURIComponent("/redeem?code=ABCD-EFGH-JK");
    expect((await screen.findByRole("link", { name: "Log in" })).getAttribute("href")).toBe(`/login?redirect=${back}`);
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(`/signup?redirect=${back}`);
    expect(screen.queryByRole("button", { name: "Redeem" })).toBeNull();
    // Enter in the field goes to log in too, the code kept for the way back.
    fireEvent.submit(screen.getByLabelText("Download code"));
    await waitFor(() => expect(currentUrl()).toBe(`/login?redirect=${back}`));
  });
});
