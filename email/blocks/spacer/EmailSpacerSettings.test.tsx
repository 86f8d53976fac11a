// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderEmailPanel } from "../emailBlockTesting";
import EmailSpacerSettings from "./EmailSpacerSettings";

afterEach(cleanup);

describe("an email Spacer's settings", () => {
  it("show its height, send a new one as a text edit, and keep one out of range in the field", () => {
    const onChange = renderEmailPanel<"Spacer">(EmailSpacerSettings, { id: "gap", type: "Spacer", props: {} });
    const height = screen.getByLabelText("Height") as HTMLInputElement;
    expect(height.value).toBe("24");
    fireEvent.change(height, { target: { value: "40" } });
    expect(onChange).toHaveBeenCalledWith({ height: 40 }, { key: "height", kind: "text" });
    onChange.mockClear();
    fireEvent.change(height, { target: { value: "300" } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
