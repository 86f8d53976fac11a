// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SearchedList } from "./SearchedList";

afterEach(cleanup);

const names = Array.from({ length: 30 }, (_, index) => `Show ${index + 1}`);

function renderList(items: readonly string[]) {
  return render(
    <SearchedList
      items={items}
      label="Find a show"
      matches={(item, search) => item.toLowerCase().includes(search)}
      noMatch="No show matches."
      pageSize={10}
    >
      {(shown) => (
        <ul aria-label="Shows">
          {shown.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </SearchedList>,
  );
}

describe("a searched list", () => {
  it("shows a page at a time, finds as typed, and says when nothing matches", () => {
    renderList(names);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(names.slice(0, 10));
    expect(screen.getByText(/1–10 of 30/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getAllByRole("listitem")[0]?.textContent).toBe("Show 11");
    fireEvent.change(screen.getByLabelText("Find a show"), { target: { value: " SHOW 2" } });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Show 2",
      "Show 20",
      "Show 21",
      "Show 22",
      "Show 23",
      "Show 24",
      "Show 25",
      "Show 26",
      "Show 27",
      "Show 28",
    ]);
    expect(screen.getByText(/1–10 of 11/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Find a show"), { target: { value: "encore" } });
    expect(screen.getByText("No show matches.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("shows the last page when the one it was on is gone", () => {
    const view = renderList(names);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getAllByRole("listitem")[0]?.textContent).toBe("Show 21");
    view.rerender(
      <SearchedList items={names.slice(0, 15)} label="Find a show" matches={() => true} noMatch="No show matches." pageSize={10}>
        {(shown) => <p>{shown.join(",")}</p>}
      </SearchedList>,
    );
    expect(screen.getByText("Show 11,Show 12,Show 13,Show 14,Show 15")).toBeTruthy();
  });
});
