// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SocialLink } from "../../../schema/site";
import { SocialLinksSection } from "./SocialLinksSection";

afterEach(cleanup);

function Host({ initial, onChange }: { initial: SocialLink[]; onChange: (next: SocialLink[]) => void }) {
  const [links, setLinks] = useState(initial);
  return (
    <SocialLinksSection
      links={links}
      onChange={(next) => {
        onChange(next);
        setLinks(next);
      }}
    />
  );
}

function renderSection(initial: SocialLink[] = []) {
  const onChange = vi.fn();
  render(<Host initial={initial} onChange={onChange} />);
  return { onChange, section: screen.getByRole("region", { name: "Social links" }) };
}

const addForm = () => screen.getByRole("form", { name: "Add a social link" });
const addButton = () => within(addForm()).getByRole("button", { name: "Add social link" }) as HTMLButtonElement;
function add(icon: string, href: string) {
  fireEvent.change(within(addForm()).getByLabelText("Platform"), { target: { value: icon } });
  fireEvent.change(within(addForm()).getByLabelText("URL"), { target: { value: href } });
  fireEvent.click(addButton());
}
const rowTexts = () =>
  within(screen.getByRole("list", { name: "Social links" }))
    .getAllByRole("listitem")
    .map((row) => [row.querySelector("strong")?.textContent, row.querySelector(".site-link__href")?.textContent]);

const INSTAGRAM = { icon: "instagram", href: "https://instagram.com/nova" } as const;
const YOUTUBE = { icon: "youtube", href: "https://youtube.com/@nova" } as const;

describe("SocialLinksSection", () => {
  it("says 'No social links added yet' when there are none", () => {
    const { section } = renderSection();
    expect(within(section).getByText("No social links added yet").textContent).toBe("No social links added yet");
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("adds links at the end, each shown with its platform and URL; the button is disabled while the URL is blank", () => {
    const { onChange } = renderSection();
    expect(addButton().disabled).toBe(true);
    add("instagram", "https://instagram.com/nova");
    expect(onChange).toHaveBeenLastCalledWith([INSTAGRAM]);
    expect(screen.queryByText("No social links added yet")).toBeNull();
    expect(addButton().disabled).toBe(true);
    add("youtube", "https://youtube.com/@nova");
    expect(onChange).toHaveBeenLastCalledWith([INSTAGRAM, YOUTUBE]);
    expect(rowTexts()).toEqual([
      ["Instagram", "https://instagram.com/nova"],
      ["YouTube", "https://youtube.com/@nova"],
    ]);
  });

  it("edits a link in place", () => {
    const { onChange } = renderSection([INSTAGRAM, YOUTUBE]);
    fireEvent.click(screen.getByRole("button", { name: "Edit YouTube https://youtube.com/@nova" }));
    const form = screen.getByRole("form", { name: "Edit social link" });
    expect((within(form).getByLabelText("Platform") as HTMLSelectElement).value).toBe("youtube");
    fireEvent.change(within(form).getByLabelText("Platform"), { target: { value: "website" } });
    fireEvent.change(within(form).getByLabelText("URL"), { target: { value: "nova.example" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([INSTAGRAM, { icon: "website", href: "nova.example" }]);
    expect(rowTexts()).toEqual([
      ["Instagram", "https://instagram.com/nova"],
      ["Website", "nova.example"],
    ]);
    expect(screen.queryByRole("form", { name: "Edit social link" })).toBeNull();
  });

  it("refuses an unsafe URL while editing, keeping the link as it was", () => {
    const { onChange } = renderSection([INSTAGRAM]);
    fireEvent.click(screen.getByRole("button", { name: "Edit Instagram https://instagram.com/nova" }));
    const form = screen.getByRole("form", { name: "Edit social link" });
    fireEvent.change(within(form).getByLabelText("URL"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByRole("alert").textContent).toBe("Enter a web address such as https://example.com or an e-mail address.");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(rowTexts()).toEqual([["Instagram", "https://instagram.com/nova"]]);
  });

  it("deletes and reorders links", () => {
    const { onChange } = renderSection([INSTAGRAM, YOUTUBE]);
    fireEvent.click(screen.getByRole("button", { name: "Move up: YouTube https://youtube.com/@nova" }));
    expect(onChange).toHaveBeenLastCalledWith([YOUTUBE, INSTAGRAM]);
    expect(screen.getByRole("button", { name: "Drag to reorder: Instagram https://instagram.com/nova" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete YouTube https://youtube.com/@nova" }));
    expect(onChange).toHaveBeenLastCalledWith([INSTAGRAM]);
    fireEvent.click(screen.getByRole("button", { name: "Delete Instagram https://instagram.com/nova" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText("No social links added yet")).toBeTruthy();
  });

  it("adds no more than the schema's 20 links", () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ icon: "website" as const, href: `site${i}.example` }));
    const { onChange } = renderSection(full);
    fireEvent.change(within(addForm()).getByLabelText("URL"), { target: { value: "one-more.example" } });
    expect(within(addForm()).getByText("Up to 20 social links.")).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    fireEvent.submit(addForm());
    expect(onChange).not.toHaveBeenCalled();
  });
});
