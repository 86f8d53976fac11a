// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderEmailPanel } from "../emailBlockTesting";
import EmailImageSettings from "./EmailImageSettings";

afterEach(cleanup);

describe("an email Image's settings", () => {
  it("send its words and width as text edits, and an emptied height as unset", () => {
    const onChange = renderEmailPanel<"Image">(EmailImageSettings, { id: "pic", type: "Image", props: { height: 200 } });
    fireEvent.change(screen.getByLabelText("Alternative text"), { target: { value: "The band" } });
    expect(onChange).toHaveBeenCalledWith({ alt: "The band" }, { key: "alt", kind: "text" });
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "320" } });
    expect(onChange).toHaveBeenCalledWith({ width: 320 }, { key: "width", kind: "text" });
    fireEvent.change(screen.getByLabelText("Height"), { target: { value: "" } });
    expect(onChange).toHaveBeenCalledWith({ height: undefined }, { key: "height", kind: "text" });
  });
});
