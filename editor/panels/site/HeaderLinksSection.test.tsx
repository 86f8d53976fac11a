// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HeaderLink } from "../../../schema/site";
import { HeaderLinksSection } from "./HeaderLinksSection";

afterEach(cleanup);

const PAGES = [
  { path: "/", title: "Home" },
  { path: "/tour", title: "Tour" },
];

function Host({ initial, onChange }: { initial: HeaderLink[]; onChange: (next: HeaderLink[]) => void }) {
  const [links, setLinks] = useState(initial);
  return (
    <HeaderLinksSection
      links={links}
      pages={PAGES}
      onChange={(next) => {
        onChange(next);
        setLinks(next);
      }}
    />
  );
}

function renderSection(initial: HeaderLink[] = []) {
  const onChange = vi.fn();
  render(<Host initial={initial} onChange={onChange} />);
  return { onChange, section: screen.getByRole("region", { name: "Header links" }) };
}

const addForm = () => screen.getByRole("form", { name: "Add a header link" });
const addButton = () => within(addForm()).getByRole("button", { name: "Add header link" }) as HTMLButtonElement;
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);
const rowTexts = () =>
  within(screen.getByRole("list", { name: "Header links" }))
    .getAllByRole("listitem")
    .map((row) => [row.querySelector("strong")?.textContent, row.querySelector(".site-link__href")?.textContent]);

const TOUR = { href: "/tour", label: "Tour" };
const SHOP = { href: "https://shop.example.com", label: "Shop" };

describe("HeaderLinksSection", () => {
  it("notes that it applies to all pages, and says 'No header links added yet' when there are none", () => {
    const { section } = renderSection();
    expect(within(section).getByText("This settings applies to all pages.").textContent).toBe("This settings applies to all pages.");
    expect(within(section).getByText("No header links added yet").textContent).toBe("No header links added yet");
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("adds a page link and an external link; the button is disabled while the URL or the label is blank", () => {
    const { onChange } = renderSection();
    expect(addButton().disabled).toBe(true);
    fireEvent.change(field(addForm(), "Link to"), { target: { value: "page:/tour" } });
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(onChange).toHaveBeenLastCalledWith([TOUR]);

    fireEvent.change(field(addForm(), "URL"), { target: { value: "https://shop.example.com" } });
    expect(addButton().disabled).toBe(true);
    fireEvent.change(field(addForm(), "Label"), { target: { value: "Shop" } });
    fireEvent.click(addButton());
    expect(onChange).toHaveBeenLastCalledWith([TOUR, SHOP]);
    // A page link shows the page's title and path; an external one its URL.
    expect(rowTexts()).toEqual([
      ["Tour", "Tour (/tour)"],
      ["Shop", "https://shop.example.com"],
    ]);
  });

  it("edits a link in place, from a page to an external URL", () => {
    const { onChange } = renderSection([TOUR, SHOP]);
    fireEvent.click(screen.getByRole("button", { name: "Edit Tour /tour" }));
    const form = screen.getByRole("form", { name: "Edit header link" });
    expect((field(form, "Link to") as HTMLSelectElement).value).toBe("page:/tour");
    fireEvent.change(field(form, "Link to"), { target: { value: "external" } });
    fireEvent.change(field(form, "URL"), { target: { value: "tickets.example.com" } });
    fireEvent.change(field(form, "Label"), { target: { value: "Tickets" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([{ href: "tickets.example.com", label: "Tickets" }, SHOP]);
    expect(rowTexts()).toEqual([
      ["Tickets", "tickets.example.com"],
      ["Shop", "https://shop.example.com"],
    ]);
  });

  it("refuses an unsafe URL with the message", () => {
    const { onChange } = renderSection();
    fireEvent.change(field(addForm(), "URL"), { target: { value: "javascript:alert(1)" } });
    fireEvent.change(field(addForm(), "Label"), { target: { value: "Free" } });
    fireEvent.click(addButton());
    expect(within(addForm()).getByRole("alert").textContent).toBe(
      "Enter a web address such as https://example.com, an e-mail address, or a path of this site such as /music.",
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("No header links added yet")).toBeTruthy();
  });

  it("deletes and reorders links", () => {
    const { onChange } = renderSection([TOUR, SHOP]);
    fireEvent.click(screen.getByRole("button", { name: "Move down: Tour /tour" }));
    expect(onChange).toHaveBeenLastCalledWith([SHOP, TOUR]);
    expect(rowTexts()).toEqual([
      ["Shop", "https://shop.example.com"],
      ["Tour", "Tour (/tour)"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Delete Shop https://shop.example.com" }));
    expect(onChange).toHaveBeenLastCalledWith([TOUR]);
    fireEvent.click(screen.getByRole("button", { name: "Delete Tour /tour" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText("No header links added yet")).toBeTruthy();
  });

  it("adds no more than the schema's 20 links", () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ href: `/page-${i}`, label: `Page ${i}` }));
    const { onChange } = renderSection(full);
    fireEvent.change(field(addForm(), "Link to"), { target: { value: "page:/tour" } });
    expect(within(addForm()).getByText("Up to 20 header links.")).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    fireEvent.submit(addForm());
    expect(onChange).not.toHaveBeenCalled();
  });
});
