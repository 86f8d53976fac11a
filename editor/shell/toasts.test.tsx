// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS, ToastProvider, useToast } from "./toasts";
import { useListChanges } from "./useListChanges";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Sayer({ messages }: { readonly messages: readonly string[] }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => messages.forEach(toast)}>
      Do it
    </button>
  );
}

const shown = () => [...document.querySelectorAll(".studio-toast span")].map((toast) => toast.textContent);

describe("the studio's toasts (issue 34, item 15)", () => {
  it("says a change is done in a polite live region, and goes after a while", () => {
    render(
      <ToastProvider>
        <Sayer messages={["Event saved"]} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Do it" }));
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(shown()).toEqual(["Event saved"]);
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(shown()).toEqual(["Event saved"]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it("closes on its button, and shows the latest three of a burst", () => {
    render(
      <ToastProvider>
        <Sayer messages={["One", "Two", "Three", "Four"]} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Do it" }));
    expect(shown()).toEqual(["Two", "Three", "Four"]);
    fireEvent.click(screen.getByRole("button", { name: "Close “Three”" }));
    expect(shown()).toEqual(["Two", "Four"]);
  });

  it("is what a section's change says once the server took it, never when it refused", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
    const { result } = renderHook(() => useListChanges(async () => {}), { wrapper });
    await act(() => result.current.change(async () => {}, "The tier was not deleted", "“Supporter” deleted"));
    expect(shown()).toEqual(["“Supporter” deleted"]);
    await act(() =>
      result.current.change(
        async () => {
          throw new Error("This tier has 12 members");
        },
        "The tier was not deleted",
        "never shown",
      ),
    );
    expect(shown()).toEqual(["“Supporter” deleted"]);
    expect(result.current.problem).toBe("The tier was not deleted: This tier has 12 members");
  });
});
