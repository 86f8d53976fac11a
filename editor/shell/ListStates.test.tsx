// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListProblem, ListStates } from "./ListStates";

afterEach(cleanup);

describe("ListProblem and ListStates", () => {
  it("say nothing when there is no refusal and the list has items", () => {
    const { container } = render(
      <>
        <ListProblem problem={null} />
        <ListStates list={{ state: "ready", value: ["one"] }} loading="Loading…" empty={null} />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("show a refusal as an alert", () => {
    render(<ListProblem problem="The list was not made: the name is taken" />);
    expect(screen.getByRole("alert").textContent).toBe("The list was not made: the name is taken");
  });
});
