// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import MembershipSectionSettings from "./MembershipSectionSettings";

afterEach(cleanup);

describe("MembershipSectionSettings", () => {
  it("shows the default title 'Become a member' and sends title and description as text", () => {
    const onChange = vi.fn();
    render(<PanelHost Panel={MembershipSectionSettings} node={{ id: "m", type: "MembershipSection", props: {} }} options={{ onChange }} />);
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Become a member");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Join the tribe" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "Join the tribe" }, { key: "title", kind: "text" });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Early access." } });
    expect(onChange).toHaveBeenLastCalledWith({ description: "Early access." }, { key: "description", kind: "text" });
  });
});
