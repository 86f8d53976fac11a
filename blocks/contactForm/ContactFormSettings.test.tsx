// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockNode } from "../../schema/page";
import { PanelHost } from "../settings/panelTestKit";
import { newCustomFieldId } from "./ContactCustomFields";
import ContactFormSettings from "./ContactFormSettings";

afterEach(cleanup);

function panel(props: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  const node = { id: "contact", type: "ContactForm", props } as BlockNode;
  render(<PanelHost Panel={ContactFormSettings} node={node} options={{ onChange }} />);
  return onChange;
}

describe("ContactFormSettings", () => {
  it("edits the title, the button's text and the thank-you message, each a text edit", () => {
    const onChange = panel();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Bookings" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "Bookings" }, { key: "title", kind: "text" });
    fireEvent.change(screen.getByLabelText("Button text"), { target: { value: "Send" } });
    expect(onChange).toHaveBeenLastCalledWith({ buttonText: "Send" }, { key: "buttonText", kind: "text" });
    const thanks = screen.getByLabelText("Thank-you message") as HTMLTextAreaElement;
    expect(thanks.value).toBe("Thank you! Your message has been sent.");
    fireEvent.change(thanks, { target: { value: "Cheers" } });
    expect(onChange).toHaveBeenLastCalledWith({ successMessage: "Cheers" }, { key: "successMessage", kind: "text" });
  });

  it("asks each standard field not at all, optionally or as required, and says the email is always asked", () => {
    const onChange = panel();
    const phone = screen.getByRole("combobox", { name: "Phone" }) as HTMLSelectElement;
    expect(phone.selectedOptions[0]?.textContent).toBe("Not asked");
    fireEvent.change(phone, { target: { value: "2" } });
    expect(onChange).toHaveBeenLastCalledWith({ phone: "required" }, { key: "phone", kind: "choice" });
    expect((screen.getByRole("combobox", { name: "Subject" }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("Optional");
    expect(screen.getByText("Email is always asked, and required: your reply and the fan's copy go there.")).toBeTruthy();
  });

  it("adds fields of the artist's own, each with a new id, up to three, and names, requires and removes them", () => {
    const onChange = panel({ customFields: [{ id: "field-1", label: "Venue" }] });
    fireEvent.change(screen.getByLabelText("Field 1 label"), { target: { value: "City" } });
    expect(onChange).toHaveBeenLastCalledWith(
      { customFields: [{ id: "field-1", label: "City" }] },
      { key: "customFields.0.label", kind: "text" },
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Required" }));
    expect(onChange).toHaveBeenLastCalledWith(
      { customFields: [{ id: "field-1", label: "City", required: true }] },
      { key: "customFields", kind: "choice" },
    );
    fireEvent.click(screen.getByRole("button", { name: "Add a field" }));
    expect(onChange).toHaveBeenLastCalledWith(
      {
        customFields: [
          { id: "field-1", label: "City", required: true },
          { id: "field-2", label: "Field 2", required: false },
        ],
      },
      { key: "customFields", kind: "choice" },
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove field 1 (City)" }));
    expect(onChange).toHaveBeenLastCalledWith(
      { customFields: [{ id: "field-2", label: "Field 2", required: false }] },
      { key: "customFields", kind: "choice" },
    );
  });

  it("refuses an empty label and sends nothing for it", () => {
    const onChange = panel({ customFields: [{ id: "field-1", label: "Venue" }] });
    fireEvent.change(screen.getByLabelText("Field 1 label"), { target: { value: "  " } });
    expect(screen.getByText("A field needs a label, such as Venue.")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("stops adding at three fields, and says why", () => {
    panel({ customFields: [1, 2, 3].map((n) => ({ id: `field-${n}`, label: `F${n}` })) });
    expect((screen.getByRole("button", { name: "Add a field" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("A form has at most 3 fields of your own.")).toBeTruthy();
    expect(newCustomFieldId([{ id: "field-2", label: "x" }])).toBe("field-1");
  });
});
