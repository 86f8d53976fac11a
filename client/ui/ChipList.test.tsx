// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChipList } from "./ChipList";

afterEach(cleanup);

const names = ["Image", "Supporter", "Inner Circle", "Listener", "“tour”", "Poll"];

describe("ChipList", () => {
  it("shows up to 3 chips, then '+ N more', which shows the rest", () => {
    render(<ChipList label="Chosen" chips={names.map((name) => ({ key: name, label: name }))} />);
    const list = screen.getByRole("list", { name: "Chosen" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Image", "Supporter", "Inner Circle", "+ 3 more"]);
    fireEvent.click(within(list).getByRole("button", { name: "+ 3 more" }));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(names);
  });

  it("shows all of 3 or fewer, without '+ N more', and nothing for none", () => {
    const { rerender, container } = render(
      <ChipList label="Chosen" chips={names.slice(0, 3).map((name) => ({ key: name, label: name }))} />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByText(/more$/)).toBeNull();
    rerender(<ChipList label="Chosen" chips={[]} />);
    expect(container.innerHTML).toBe("");
  });

  it("makes removable chips buttons with their own names", () => {
    const onRemove = vi.fn();
    render(
      <ChipList
        label="Active filters"
        chips={names
          .slice(0, 5)
          .map((name) => ({ key: name, label: name, removeLabel: `Remove filter: ${name}`, onRemove: () => onRemove(name) }))}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove filter: Supporter" }));
    expect(onRemove).toHaveBeenCalledWith("Supporter");
    expect(screen.getByRole("button", { name: "+ 2 more" })).toBeTruthy();
  });
});
