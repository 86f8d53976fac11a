// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountSecurity, type SecurityApi } from "./AccountSecurity";

afterEach(cleanup);

function fakeApi(overrides: Partial<SecurityApi> = {}): SecurityApi {
  return { changePassword: vi.fn(async () => ({ ended: 2 })), logOutOtherDevices: vi.fn(async () => ({ ended: 1 })), ...overrides };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("AccountSecurity", () => {
  it("checks the new password as registration does before sending anything", async () => {
    const api = fakeApi();
    render(<AccountSecurity api={api} />);
    type("New password", "short");
    type("Confirm new password", "other");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change password" })));
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByText("Password is too short, should be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it("changes the password, says how many other devices were logged out, and clears the fields", async () => {
    const api = fakeApi();
    render(<AccountSecurity api={api} />);
    type("Current password", "old pass phrase");
    type("New password", "new pass phrase");
    type("Confirm new password", "new pass phrase");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change password" })));
    expect(api.changePassword).toHaveBeenCalledWith({ currentPassword: "old pass phrase", newPassword: "new pass phrase" });
    expect(screen.getByRole("status").textContent).toBe("Your password is changed. 2 other devices logged out.");
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's message when it refuses", async () => {
    const api = fakeApi({ changePassword: vi.fn(async () => Promise.reject(new Error("no"))) });
    render(<AccountSecurity api={api} />);
    type("Current password", "wrong");
    type("New password", "new pass phrase");
    type("Confirm new password", "new pass phrase");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change password" })));
    expect(screen.getByRole("alert").textContent).toBe("An error occurred");
  });

  it("logs out of other devices and says how many", async () => {
    const api = fakeApi();
    render(<AccountSecurity api={api} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Log out of other devices" })));
    expect(api.logOutOtherDevices).toHaveBeenCalledOnce();
    expect(screen.getByRole("status").textContent).toBe("Logged out of 1 other device.");
  });
});
