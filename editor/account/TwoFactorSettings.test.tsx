// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/client";
import type { TwoFactorStatus } from "../../schema/api/twoFactor";
import type { TwoFactorApi } from "../api/twoFactorApi";
import { TwoFactorSettings } from "./TwoFactorSettings";

afterEach(cleanup);

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-fghjk`);

/** A server in memory: on once a right code ("123456") confirms the secret; other codes are refused in the server's words. */
function fakeApi(start: Partial<TwoFactorStatus> = {}) {
  let status: TwoFactorStatus = { enabled: false, recoveryCodesLeft: 0, requiredByTeam: false, ...start };
  const calls: string[] = [];
  const check = (code: string) => {
    if (code !== "123456") throw new ApiError("This code is not right.", 400, { code: "two_factor_code_invalid" });
  };
  const api: TwoFactorApi = {
    status: async () => status,
    setUp: async () => ({
      secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      otpauthUrl: "otpauth://totp/x",
      qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
    }),
    confirm: async (_profileId, code) => {
      calls.push(`confirm ${code}`);
      check(code);
      status = { ...status, enabled: true, recoveryCodesLeft: 10 };
      return { recoveryCodes: CODES };
    },
    newRecoveryCodes: async (_profileId, code) => {
      calls.push(`codes ${code}`);
      check(code);
      return { recoveryCodes: CODES.map((c) => c.replace("abcd", "wxyz")) };
    },
    turnOff: async (_profileId, code) => {
      calls.push(`off ${code}`);
      check(code);
      status = { ...status, enabled: false, recoveryCodesLeft: 0 };
      return status;
    },
    requireOfTeam: async (_profileId, required) => ({ required }),
  };
  return { api, calls };
}

describe("two-step sign-in in Your account (issue 35, item 7)", () => {
  it("sets up an app: shows the QR code and the key once, refuses a wrong code in the server's words, then shows ten recovery codes", async () => {
    const { api, calls } = fakeApi();
    const changes: TwoFactorStatus[] = [];
    render(<TwoFactorSettings profileId="p1" api={api} onChange={(status) => changes.push(status)} />);
    fireEvent.click(await screen.findByRole("button", { name: "Set up two-step sign-in" }));
    const qr = await screen.findByRole("img", { name: "QR code to scan with your authenticator app" });
    expect(qr.getAttribute("src")).toBe("data:image/svg+xml;base64,PHN2Zy8+");
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("Type the 6 digits the app shows.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Code from the app"), { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("This code is not right.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Code from the app"), { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));

    const list = await screen.findByRole("region", { name: "Your recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls).toEqual(["confirm 654321", "confirm 123456"]);
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ enabled: true }));
    fireEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByText(CODES[0] as string)).toBeNull();
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeTruthy();
  });

  it("makes new recovery codes with a code, and turns off only once the dialog is confirmed", async () => {
    const { api, calls } = fakeApi({ enabled: true, recoveryCodesLeft: 3 });
    render(<TwoFactorSettings profileId="p1" api={api} />);
    expect(await screen.findByText(/3 of 10 recovery codes left/)).toBeTruthy();
    const field = () => screen.getByLabelText("Code from the app, or a recovery code");
    fireEvent.change(field(), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Make new recovery codes" }));
    expect(await screen.findByText("wxyz2-fghjk")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I have saved them" }));

    fireEvent.change(await screen.findByLabelText("Code from the app, or a recovery code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-step sign-in?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual(["codes 123456"]);
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByRole("button", { name: "Set up two-step sign-in" })).toBeTruthy();
    expect(calls).toEqual(["codes 123456", "off 123456"]);
  });

  it("offers no way to turn it off when the owner requires it of the team", async () => {
    const { api } = fakeApi({ enabled: true, recoveryCodesLeft: 10, requiredByTeam: true });
    render(<TwoFactorSettings profileId="p1" api={api} />);
    expect(await screen.findByText("The artist's owner requires two-step sign-in, so it stays on.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Turn off" })).toBeNull();
  });
});
