// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { currentUrl, enabledButton, fakeApi, json, renderRoutes, resetBrowser, TEST_FAN } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

describe("Forgot password? (issue 35, item 1)", () => {
  it("the login page links to it with the address typed and the place the fan was going", async () => {
    fakeApi();
    renderRoutes(accountRoutes, "/login?redirect=%2Fcheckout");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password?redirect=%2Fcheckout&email=ada%40example.com",
    );
  });

  it("asks for a link to the address, and says what happens if it has an account, whatever the answer", async () => {
    const api = fakeApi({ "POST public/password-resets": () => json({ checkEmail: true }, 202) });
    renderRoutes(accountRoutes, "/forgot-password?email=Ada%40Example.com&redirect=%2Fcheckout");
    fireEvent.click(await enabledButton("Email me a reset link"));
    expect((await screen.findByRole("status")).textContent).toBe(
      "If ada@example.com has an account at The Lantern Coast, we have sent it a link to choose a new password. The link works once, for an hour. Nothing in your inbox? Check the spam folder, or ask again in a few minutes.",
    );
    expect(await api.bodies("POST public/password-resets")).toEqual([{ email: "ada@example.com", redirect: "/checkout" }]);
  });

  it("refuses an address that is not one before asking", async () => {
    const api = fakeApi();
    renderRoutes(accountRoutes, "/forgot-password");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "not-an-address" } });
    fireEvent.click(await enabledButton("Email me a reset link"));
    expect(await screen.findByText("Email is invalid")).toBeTruthy();
    expect(await api.bodies("POST public/password-resets")).toEqual([]);
  });

  it("the emailed link names the account, sets the new password, logs in with it and goes on", async () => {
    const api = fakeApi({
      "POST public/password-resets/check": () => json({ email: "ada@example.com", firstName: "Ada" }),
      "POST public/password-resets/use": () => json({ email: "ada@example.com", firstName: "Ada" }),
      "POST sessions": () => json({ token: "new-session", account: TEST_FAN }),
    });
    renderRoutes(accountRoutes, "/reset-password/tok_abcdefghijklmnop?redirect=%2Fcheckout");
    expect(
      await screen.findByText("For ada@example.com at The Lantern Coast. Choosing it signs you out on your other devices."),
    ).toBeTruthy();
    expect(await api.bodies("POST public/password-resets/use")).toEqual([]);
    const field = screen.getByLabelText("New password");
    fireEvent.change(field, { target: { value: "short" } });
    fireEvent.click(await enabledButton("Save and log in"));
    expect(await screen.findByText("Password is too short, should be at least 8 characters")).toBeTruthy();
    fireEvent.change(field, { target: { value: "a brand new tune 7" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and log in" }));
    await waitFor(() => expect(currentUrl()).toBe("/checkout"));
    expect(await api.bodies("POST public/password-resets/use")).toEqual([
      { token: "tok_abcdefghijklmnop", password: "a brand new tune 7" },
    ]);
    expect(await api.bodies("POST sessions")).toEqual([{ email: "ada@example.com", password: "a brand new tune 7" }]);
  });

  it("says why a link cannot be used, and offers a new one", async () => {
    const message = "This link has expired: links to choose a password work for an hour. Ask for a new one.";
    fakeApi({ "POST public/password-resets/check": () => json({ code: "password_reset_expired", message }, 410) });
    renderRoutes(accountRoutes, "/reset-password/old-token-abcdefghij");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
  });
});

describe("Email me a sign-in link (issue 35, item 1)", () => {
  it("sends the link to the address typed, with where the fan was going", async () => {
    const api = fakeApi({ "POST public/sessions/email-link/request": () => json({ checkEmail: true }, 202) });
    renderRoutes(accountRoutes, "/login?redirect=%2Fcheckout");
    fireEvent.click(await enabledButton("Email me a sign-in link"));
    expect((await screen.findByRole("alert")).textContent).toBe("Email is invalid: type your address above first.");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "If ada@example.com has an account at The Lantern Coast, we have sent it a link that signs you in. It works once, for an hour.",
    );
    expect(await api.bodies("POST public/sessions/email-link/request")).toEqual([{ email: "ada@example.com", redirect: "/checkout" }]);
  });
});
