// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderEmailPanel } from "../emailBlockTesting";
import EmailDividerSettings from "./EmailDividerSettings";

afterEach(cleanup);

describe("an email Divider's settings", () => {
  it("show its colour and send its thickness as a text edit", () => {
    const onChange = renderEmailPanel<"Divider">(EmailDividerSettings, { id: "rule", type: "Divider", props: {} });
    fireEvent.change(screen.getByLabelText("Thickness"), { target: { value: "4" } });
    expect(onChange).toHaveBeenCalledWith({ thickness: 4 }, { key: "thickness", kind: "text" });
    expect((screen.getByLabelText("Colour") as HTMLInputElement).value).toBe("#d4d4d8");
  });
});
