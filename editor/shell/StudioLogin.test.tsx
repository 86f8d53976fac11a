// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/client";
import { ForgotPassword, StudioLogin } from "./StudioLogin";

afterEach(cleanup);

describe("'Forgot password?' on the studio's login (issue 35, item 6)", () => {
  it("asks for a link for the address typed, and says what happens if it edits the artist", async () => {
    const asked: string[] = [];
    const api = {
      requestPasswordReset: async (email: string) => {
        asked.push(email);
        return { checkEmail: true as const };
      },
    };
    const { rerender } = render(<ForgotPassword email="" artistName="Night Ferry" api={api} />);
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Email is invalid: type your address above first.");
    rerender(<ForgotPassword email=" Owner@NightFerry.example " artistName="Night Ferry" api={api} />);
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "If owner@nightferry.example edits Night Ferry's site, we have sent it a link to choose a new password. It works once, for an hour.",
    );
    expect(asked).toEqual(["owner@nightferry.example"]);
  });
});

describe("two-step sign-in on the studio's login (issue 35, item 7)", () => {
  const editor = { id: "e1", profileId: "p1", email: "owner@nightferry.example", name: "Owner", role: "owner" } as const;
  function fakeApi(answers: (Error | null)[]) {
    const steps: { challenge: string; code: string; rememberDevice: boolean }[] = [];
    return {
      steps,
      api: {
        requestPasswordReset: async () => ({ checkEmail: true as const }),
        logIn: async () => ({ secondStep: { challenge: "challenge-1", expiresInSeconds: 300 } }),
        signInWithCode: async (step: { challenge: string; code: string; rememberDevice: boolean }) => {
          steps.push(step);
          const answer = answers.shift();
          if (answer) throw answer;
          return { editor };
        },
      },
    };
  }
  const logIn = () => {
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: editor.email } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a good password" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
  };

  it("asks for the code after a right password, says what was wrong with one, and signs in with the next, remembering the device if asked", async () => {
    const { api, steps } = fakeApi([
      new ApiError("This code was already used. Wait for the next one.", 400, { code: "two_factor_code_invalid" }),
    ]);
    const signedIn: string[] = [];
    render(<StudioLogin artistName="Night Ferry" api={api} onLoggedIn={(who) => signedIn.push(who.id)} />);
    logIn();
    expect(await screen.findByRole("heading", { name: "Two-step sign-in" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Type the 6-digit code from your authenticator app, or a recovery code.");
    fireEvent.change(screen.getByLabelText("Code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This code was already used. Wait for the next one."));
    fireEvent.change(screen.getByLabelText("Code"), { target: { value: " abcde-fghjk " } });
    fireEvent.click(screen.getByLabelText("Remember this device for 30 days"));
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(signedIn).toEqual(["e1"]));
    expect(steps).toEqual([
      { challenge: "challenge-1", code: "123456", rememberDevice: false },
      { challenge: "challenge-1", code: "abcde-fghjk", rememberDevice: true },
    ]);
  });

  it("sends the editor back to the password when the sign-in expired", async () => {
    const expired = new ApiError("This sign-in has expired. Log in again.", 410, { code: "two_factor_challenge_expired" });
    const { api } = fakeApi([expired]);
    render(<StudioLogin artistName="Night Ferry" api={api} onLoggedIn={() => undefined} />);
    logIn();
    fireEvent.change(await screen.findByLabelText("Code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    fireEvent.click(await screen.findByRole("button", { name: "Log in again" }));
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  });
});

describe("passkeys on the studio's login (issue 35, item 7)", () => {
  const editor = { id: "e2", profileId: "p1", email: "editor@nightferry.example", name: "Editor", role: "editor" } as const;
  const api = {
    requestPasswordReset: async () => ({ checkEmail: true as const }),
    logIn: async () => ({ secondStep: { challenge: "challenge-2", expiresInSeconds: 300 } }),
    signInWithCode: async () => ({ editor }),
  };

  it("signs in with a passkey alone, and says so when the browser's prompt was closed", async () => {
    const answers: (Error | null)[] = [new Error("No passkey was used: the browser's prompt was closed or timed out."), null];
    const passkeys = {
      signIn: async () => {
        const answer = answers.shift();
        if (answer) throw answer;
        return { editor };
      },
      signInSecondStep: async () => ({ editor }),
    };
    const signedIn: string[] = [];
    render(<StudioLogin artistName="Night Ferry" api={api} passkeys={passkeys} onLoggedIn={(who) => signedIn.push(who.id)} />);
    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No passkey was used: the browser's prompt was closed or timed out.");
    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    await waitFor(() => expect(signedIn).toEqual(["e2"]));
  });

  it("offers a passkey in place of the code after a right password, with the password's challenge and Remember this device", async () => {
    const steps: { challenge: string; rememberDevice: boolean }[] = [];
    const passkeys = {
      signIn: async () => ({ editor }),
      signInSecondStep: async (step: { challenge: string; rememberDevice: boolean }) => {
        steps.push(step);
        if (steps.length === 1)
          throw new ApiError("You have no passkey for this studio's address yet. Type a code instead.", 409, { code: "passkey_state" });
        return { editor };
      },
    };
    const signedIn: string[] = [];
    render(<StudioLogin artistName="Night Ferry" api={api} passkeys={passkeys} onLoggedIn={(who) => signedIn.push(who.id)} />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: editor.email } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a good password" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    fireEvent.click(await screen.findByRole("button", { name: "Use a passkey" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You have no passkey for this studio's address yet. Type a code instead.");
    // Still on the second step: the code can be typed.
    expect(screen.getByLabelText("Code")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Remember this device for 30 days"));
    fireEvent.click(screen.getByRole("button", { name: "Use a passkey" }));
    await waitFor(() => expect(signedIn).toEqual(["e2"]));
    expect(steps).toEqual([
      { challenge: "challenge-2", rememberDevice: false },
      { challenge: "challenge-2", rememberDevice: true },
    ]);
  });
});
