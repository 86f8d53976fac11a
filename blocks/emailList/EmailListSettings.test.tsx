// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import EmailListSettings from "./EmailListSettings";

afterEach(cleanup);

function renderPanel(props: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  render(
    <PanelHost
      Panel={EmailListSettings}
      node={{ id: "signup", type: "EmailList", props }}
      options={{
        onChange,
        emailLists: [
          { id: "fans", name: "Fans" },
          { id: "press", name: "Press" },
        ],
      }}
    />,
  );
  return onChange;
}

describe("EmailListSettings", () => {
  it("sends title, description, button text and success message as text", () => {
    const onChange = renderPanel();
    expect((screen.getByLabelText("Success message") as HTMLTextAreaElement).value).toBe("Thank you! Will be in touch soon!");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Stay close" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "Stay close" }, { key: "title", kind: "text" });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "News first." } });
    expect(onChange).toHaveBeenLastCalledWith({ description: "News first." }, { key: "description", kind: "text" });
    fireEvent.change(screen.getByLabelText("Button text"), { target: { value: "Join" } });
    expect(onChange).toHaveBeenLastCalledWith({ buttonText: "Join" }, { key: "buttonText", kind: "text" });
    fireEvent.change(screen.getByLabelText("Success message"), { target: { value: "See you soon" } });
    expect(onChange).toHaveBeenLastCalledWith({ successMessage: "See you soon" }, { key: "successMessage", kind: "text" });
  });

  it("offers no field for the button's id, which integrators set in JSON", () => {
    renderPanel();
    expect(screen.queryByLabelText("Button id")).toBeNull();
  });

  it("chooses the email list among the artist's lists, as a choice", () => {
    const onChange = renderPanel();
    const list = screen.getByRole("combobox", { name: "Email list" }) as HTMLSelectElement;
    expect([...list.options].map((option) => option.textContent)).toEqual(["No list", "Fans", "Press"]);
    fireEvent.change(list, { target: { value: "1" } });
    expect(onChange).toHaveBeenLastCalledWith({ emailListId: "press" }, { key: "emailListId", kind: "choice" });
    fireEvent.change(list, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith({ emailListId: undefined }, { key: "emailListId", kind: "choice" });
  });

  it("still shows a list the block names that the artist no longer has", () => {
    renderPanel({ emailListId: "gone" });
    const list = screen.getByRole("combobox", { name: "Email list" }) as HTMLSelectElement;
    expect(list.selectedOptions[0]?.textContent).toBe("Unknown list (gone)");
  });
});
