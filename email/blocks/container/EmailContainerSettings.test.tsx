// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderEmailPanel } from "../emailBlockTesting";
import EmailContainerSettings from "./EmailContainerSettings";

afterEach(cleanup);

describe("an email Container's settings", () => {
  it("send the width as a percentage from the slider, and the corner radius as a text edit", () => {
    const onChange = renderEmailPanel<"Container">(EmailContainerSettings, { id: "box", type: "Container", props: {}, children: [] });
    const width = screen.getByLabelText("Width") as HTMLInputElement;
    expect(width.value).toBe("100");
    fireEvent.change(width, { target: { value: "60" } });
    expect(onChange).toHaveBeenCalledWith({ width: "60%" }, { key: "width", kind: "slider" });
    fireEvent.change(screen.getByLabelText("Corner radius"), { target: { value: "12" } });
    expect(onChange).toHaveBeenCalledWith({ radius: 12 }, { key: "radius", kind: "text" });
  });
});
