// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LinkListEditor } from "./LinkListEditor";

afterEach(cleanup);

interface Link {
  readonly name: string;
  readonly url: string;
}

/** The editor over a list it owns, as the site settings hold theirs; every change is also reported. */
function Host({ initial, onChange }: { initial: Link[]; onChange: (next: Link[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <LinkListEditor
      label="Links"
      emptyText="Nothing here"
      items={items}
      itemName={(link) => link.name}
      summary={(link) => ({ title: link.name.toUpperCase(), detail: link.url })}
      editForm={(link, save, cancel) => (
        <span>
          Editing {link.name}
          <button type="button" onClick={() => save({ ...link, url: `${link.url}/new` })}>
            Save it
          </button>
          <button type="button" onClick={cancel}>
            Never mind
          </button>
        </span>
      )}
      onChange={(next) => {
        onChange(next);
        setItems(next);
      }}
    />
  );
}

const A = { name: "a", url: "a.example" };
const B = { name: "b", url: "b.example" };
const C = { name: "c", url: "c.example" };

function renderHost(initial: Link[] = [A, B, C]) {
  const onChange = vi.fn();
  render(<Host initial={initial} onChange={onChange} />);
  return { onChange };
}

const rows = () =>
  within(screen.getByRole("list", { name: "Links" }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector(".site-link__text")?.textContent ?? row.textContent);

describe("LinkListEditor", () => {
  it("says the empty text when there are no links", () => {
    renderHost([]);
    expect(screen.getByText("Nothing here")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows each link's title and detail, with Edit and Delete named after it", () => {
    renderHost();
    expect(rows()).toEqual(["Aa.example", "Bb.example", "Cc.example"]);
    expect(screen.getByRole("button", { name: "Edit b" }).textContent).toBe("Edit");
    expect(screen.getByRole("button", { name: "Delete b" }).textContent).toBe("Delete");
  });

  it("deletes a link", () => {
    const { onChange } = renderHost();
    fireEvent.click(screen.getByRole("button", { name: "Delete b" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([A, C]);
    expect(rows()).toEqual(["Aa.example", "Cc.example"]);
    fireEvent.click(screen.getByRole("button", { name: "Delete a" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete c" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText("Nothing here")).toBeTruthy();
  });

  it("edits one link in place: save replaces it, cancel keeps it", () => {
    const { onChange } = renderHost();
    fireEvent.click(screen.getByRole("button", { name: "Edit b" }));
    expect(screen.getByText("Editing b")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit b" })).toBeNull();
    // One row at a time.
    fireEvent.click(screen.getByRole("button", { name: "Edit c" }));
    expect(screen.queryByText("Editing b")).toBeNull();
    expect(screen.getByText("Editing c")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Never mind" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(rows()).toEqual(["Aa.example", "Bb.example", "Cc.example"]);

    fireEvent.click(screen.getByRole("button", { name: "Edit b" }));
    fireEvent.click(screen.getByRole("button", { name: "Save it" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([A, { name: "b", url: "b.example/new" }, C]);
    expect(rows()).toEqual(["Aa.example", "Bb.example/new", "Cc.example"]);
    expect(screen.queryByText(/^Editing/)).toBeNull();
  });

  it("reorders with the move buttons, closing an edit under way", () => {
    const { onChange } = renderHost();
    fireEvent.click(screen.getByRole("button", { name: "Edit a" }));
    fireEvent.click(screen.getByRole("button", { name: "Move down: a" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([B, A, C]);
    expect(rows()).toEqual(["Bb.example", "Aa.example", "Cc.example"]);
    expect(screen.queryByText(/^Editing/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Move up: c" }));
    expect(onChange).toHaveBeenLastCalledWith([B, C, A]);
  });

  it("closes an edit under way when a link is deleted, so no other row opens in its place", () => {
    renderHost();
    fireEvent.click(screen.getByRole("button", { name: "Edit b" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete a" }));
    expect(screen.queryByText(/^Editing/)).toBeNull();
    expect(rows()).toEqual(["Bb.example", "Cc.example"]);
  });
});
