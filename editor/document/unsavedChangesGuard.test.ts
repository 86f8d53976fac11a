// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { registerUnsavedChangesGuard } from "./unsavedChangesGuard";

function leave(): Event {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe("the unsaved changes guard", () => {
  it("asks the browser to warn only while there are unsaved changes, until torn down", () => {
    let unsaved = true;
    const teardown = registerUnsavedChangesGuard(window, () => unsaved);
    expect(leave().defaultPrevented).toBe(true);
    unsaved = false;
    expect(leave().defaultPrevented).toBe(false);
    unsaved = true;
    teardown();
    expect(leave().defaultPrevented).toBe(false);
  });
});
