// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderEmailPanel } from "../emailBlockTesting";
import EmailButtonSettings from "./EmailButtonSettings";

afterEach(cleanup);

describe("an email Button's settings", () => {
  it("show the defaults, send the title as a text edit and the alignment as a choice", () => {
    const onChange = renderEmailPanel<"Button">(EmailButtonSettings, { id: "cta", type: "Button", props: {} });
    const title = screen.getByLabelText("Title") as HTMLInputElement;
    expect(title.value).toBe("Button");
    expect((screen.getByRole("radio", { name: "Centre" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(title, { target: { value: "Tickets" } });
    expect(onChange).toHaveBeenCalledWith({ title: "Tickets" }, { key: "title", kind: "text" });
    fireEvent.click(screen.getByRole("radio", { name: "Left" }));
    expect(onChange).toHaveBeenCalledWith({ align: "left" }, { key: "align", kind: "choice" });
  });
});
