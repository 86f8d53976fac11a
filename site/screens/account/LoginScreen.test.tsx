// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { currentUrl, descriptionOf, fakeApi, isDisabled, json, loggedInAs, renderRoutes, resetBrowser, TEST_FAN } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

async function renderLogin(url: string) {
  renderRoutes(accountRoutes, url);
  const button = await screen.findByRole("button", { name: "Log in" });
  // The session has read the (absent) token: the form can be sent.
  await waitFor(() => expect(isDisabled(button)).toBe(false));
  return button;
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
}

describe("/login", () => {
  it("has labelled email and password fields and a link to sign up", async () => {
    fakeApi();
    await renderLogin("/login");
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup");
  });

  it("says 'Password is required' on the field, and sends nothing", async () => {
    const api = fakeApi();
    const button = await renderLogin("/login");
    fillIn("fan@example.com", "");
    fireEvent.click(button);
    const password = screen.getByLabelText("Password");
    expect(await screen.findByText("Password is required")).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(password)).toBe("Password is required");
    expect(document.activeElement).toBe(password);
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message when it refuses, and stays", async () => {
    fakeApi({ "POST sessions": () => json({ message: "Email or password is incorrect." }, 401) });
    const button = await renderLogin("/login");
    fillIn("fan@example.com", "wrong password");
    fireEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toBe("Email or password is incorrect.");
    expect(currentUrl()).toBe("/login");
    expect(isDisabled(screen.getByRole("button", { name: "Log in" }))).toBe(false);
  });

  it("shows 'An error occurred' when the server gives no message", async () => {
    fakeApi({ "POST sessions": () => new Response("", { status: 502 }) });
    const button = await renderLogin("/login");
    fillIn("fan@example.com", "secret123");
    fireEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toBe("An error occurred");
  });

  it("disables the button while logging in, sends the email lowercased, then goes to the redirect", async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ "POST sessions": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const button = await renderLogin("/login?redirect=%2Fmembership%2Fcheckout%3FmembershipTierId%3Dtier-inner");
    fillIn("  Ada@Example.COM ", "secret123");
    fireEvent.click(button);
    const busy = await screen.findByRole("button", { name: "Logging in…" });
    expect(isDisabled(busy)).toBe(true);
    expect(await api.bodies("POST sessions")).toEqual([{ email: "ada@example.com", password: "secret123" }]);
    await act(async () => answer(json({ token: "new-token", account: TEST_FAN })));
    await waitFor(() => expect(currentUrl()).toBe("/membership/checkout?membershipTierId=tier-inner"));
    expect(localStorage.getItem("public-access-token")).toBe("new-token");
  });

  it("goes to /account after logging in without a redirect", async () => {
    fakeApi({ "POST sessions": () => json({ token: "t", account: TEST_FAN }), "GET accounts/me": () => json(TEST_FAN) });
    const button = await renderLogin("/login");
    fillIn("ada@example.com", "secret123");
    fireEvent.click(button);
    await waitFor(() => expect(currentUrl()).toBe("/account"));
  });

  it.each(["https://evil.example/steal", "//evil.example/steal", "/\\evil.example", "javascript:alert(1)", "%2F%2Fevil.example"])(
    "refuses the off-site redirect %s and goes to /account",
    async (redirect) => {
      fakeApi({ "POST sessions": () => json({ token: "t", account: TEST_FAN }), "GET accounts/me": () => json(TEST_FAN) });
      const button = await renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
      expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup");
      fillIn("ada@example.com", "secret123");
      fireEvent.click(button);
      await waitFor(() => expect(currentUrl()).toBe("/account"));
    },
  );

  it("keeps the redirect on the link to sign up", async () => {
    fakeApi();
    await renderLogin("/login?redirect=/checkout");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup?redirect=%2Fcheckout");
  });

  it("sends a fan who is already logged in straight to the redirect", async () => {
    fakeApi(loggedInAs());
    renderRoutes(accountRoutes, "/login?redirect=/checkout");
    await waitFor(() => expect(currentUrl()).toBe("/checkout"));
    expect(screen.getByText("Elsewhere: /checkout")).toBeTruthy();
  });

  it("sends a fan who is already logged in to /account without a redirect", async () => {
    fakeApi(loggedInAs());
    renderRoutes(accountRoutes, "/login");
    await waitFor(() => expect(currentUrl()).toBe("/account"));
  });
});
