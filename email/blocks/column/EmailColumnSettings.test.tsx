// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderEmailPanel } from "../emailBlockTesting";
import EmailColumnSettings from "./EmailColumnSettings";

afterEach(cleanup);

describe("an email Column's settings", () => {
  it("start at the top and send another vertical alignment as a choice", () => {
    const onChange = renderEmailPanel<"Column">(EmailColumnSettings, { id: "a", type: "Column", props: {}, children: [] });
    expect((screen.getByRole("radio", { name: "Top" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Middle" }));
    expect(onChange).toHaveBeenCalledWith({ verticalAlign: "middle" }, { key: "verticalAlign", kind: "choice" });
  });
});
