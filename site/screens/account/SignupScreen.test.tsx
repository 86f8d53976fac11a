// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { currentUrl, descriptionOf, fakeApi, isDisabled, json, loggedInAs, renderRoutes, resetBrowser } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

const LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
} as const;

type Form = Record<keyof typeof LABELS, string>;

const VALID: Form = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "analytical",
  confirmPassword: "analytical",
};

async function renderSignup(url = "/signup") {
  renderRoutes(accountRoutes, url);
  const button = await screen.findByRole("button", { name: "Sign up" });
  await waitFor(() => expect(isDisabled(button)).toBe(false));
  return button;
}

function fill(values: Partial<Form>) {
  for (const [field, value] of Object.entries({ ...VALID, ...values })) {
    fireEvent.change(screen.getByLabelText(LABELS[field as keyof Form]), { target: { value } });
  }
}

/** The message under each field, by field. */
function fieldMessages(): Partial<Form> {
  const messages: Partial<Form> = {};
  for (const [field, label] of Object.entries(LABELS)) {
    const message = descriptionOf(screen.getByLabelText(label));
    if (message) messages[field as keyof Form] = message;
  }
  return messages;
}

describe("/signup", () => {
  it("has a labelled field for each detail and a link to log in", async () => {
    fakeApi();
    await renderSignup();
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label).tagName).toBe("INPUT");
    expect(screen.getByLabelText("Confirm password").getAttribute("type")).toBe("password");
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it.each<[string, Partial<Form>, Partial<Form>]>([
    [
      "too long names",
      { firstName: "A".repeat(26), lastName: "B".repeat(26) },
      {
        firstName: "First name is too long",
        lastName: "Last name is too long",
      },
    ],
    ["invalid names", { firstName: "R2-D2", lastName: "" }, { firstName: "First name is invalid", lastName: "Last name is invalid" }],
    ["a too long email", { email: `${"a".repeat(250)}@example.com` }, { email: "Email is too long" }],
    ["an invalid email", { email: "not-an-email" }, { email: "Email is invalid" }],
    [
      "a short password",
      { password: "short", confirmPassword: "short" },
      { password: "Password is too short, should be at least 8 characters" },
    ],
    ["passwords that differ", { confirmPassword: "analyticaL" }, { confirmPassword: "Passwords do not match" }],
  ])("shows the SPEC §5 message under each field for %s, and sends nothing", async (_case, values, expected) => {
    const api = fakeApi();
    const button = await renderSignup();
    fill(values);
    fireEvent.click(button);
    await waitFor(() => expect(fieldMessages()).toEqual(expected));
    for (const field of Object.keys(expected)) {
      expect(screen.getByLabelText(LABELS[field as keyof Form]).getAttribute("aria-invalid")).toBe("true");
    }
    // Focus goes to the first field with a problem.
    const first = Object.keys(LABELS).find((field) => field in expected) as keyof Form;
    expect(document.activeElement).toBe(screen.getByLabelText(LABELS[first]));
    expect(api.requests).toHaveLength(0);
  });

  it("shows every message at once, and clears a field's message when it changes", async () => {
    fakeApi();
    const button = await renderSignup();
    fill({ firstName: "1", lastName: "2", email: "x", password: "p", confirmPassword: "q" });
    fireEvent.click(button);
    await waitFor(() =>
      expect(fieldMessages()).toEqual({
        firstName: "First name is invalid",
        lastName: "Last name is invalid",
        email: "Email is invalid",
        password: "Password is too short, should be at least 8 characters",
        confirmPassword: "Passwords do not match",
      }),
    );
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "x@example.com" } });
    expect(fieldMessages().email).toBeUndefined();
    expect(fieldMessages().firstName).toBe("First name is invalid");
  });

  it("registers with trimmed names and the email lowercased, the redirect with its own query, and asks the fan to check their email", async () => {
    const api = fakeApi({ "POST public/accounts": () => json({ checkEmail: true }, 202) });
    // SPEC §2: /signup?redirect=/membership/checkout?membershipTierId={id}, written as the Join link writes it.
    const button = await renderSignup("/signup?redirect=/membership/checkout?membershipTierId=tier-inner");
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      "/login?redirect=%2Fmembership%2Fcheckout%3FmembershipTierId%3Dtier-inner",
    );
    fill({ firstName: "  Ada ", lastName: " Lovelace", email: " Ada@Example.com " });
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: "Check your email", level: 1 })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "We sent a link to ada@example.com. Open it to finish creating your account and sign in.",
    );
    expect(await api.bodies("POST public/accounts")).toEqual([
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        password: "analytical",
        redirect: "/membership/checkout?membershipTierId=tier-inner",
      },
    ]);
    // Registration signs no one in (issue 30): the emailed link does.
    expect(localStorage.getItem("public-access-token")).toBeNull();
    expect(currentUrl()).toBe("/signup?redirect=/membership/checkout?membershipTierId=tier-inner");
  });

  it("sends no off-site redirect, and lets the fan go back to correct the address", async () => {
    const api = fakeApi({ "POST public/accounts": () => json({ checkEmail: true }, 202) });
    const button = await renderSignup("/signup?redirect=//evil.example/");
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    fill({});
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole("button", { name: "check the address and sign up again" }));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect((await api.bodies("POST public/accounts"))[0]).not.toHaveProperty("redirect");
  });

  it("shows the server's message when it refuses (a common password), and stays", async () => {
    const message = "This password is one of the most common ones and easy to guess. Choose another.";
    fakeApi({
      "POST public/accounts": () => json({ code: "weak_password", message }, 400),
    });
    const button = await renderSignup("/signup?redirect=/checkout");
    fill({});
    fireEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(currentUrl()).toBe("/signup?redirect=/checkout");
    expect(fieldMessages()).toEqual({});
  });

  it("disables the button while registering", async () => {
    fakeApi({ "POST public/accounts": () => new Promise<Response>(() => {}) });
    const button = await renderSignup();
    fill({});
    fireEvent.click(button);
    expect(isDisabled(await screen.findByRole("button", { name: "Creating your account…" }))).toBe(true);
  });

  it("sends a fan who is already logged in on to the redirect", async () => {
    fakeApi(loggedInAs());
    renderRoutes(accountRoutes, "/signup?redirect=/membership/checkout?membershipTierId=tier-inner");
    await waitFor(() => expect(currentUrl()).toBe("/membership/checkout?membershipTierId=tier-inner"));
  });
});
