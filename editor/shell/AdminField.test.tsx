// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminField } from "./AdminField";

afterEach(cleanup);

describe("AdminField", () => {
  it("labels its input and reports what is typed", () => {
    const onChange = vi.fn();
    render(<AdminField label="Title" value="" maxLength={200} onChange={onChange} />);
    const input = screen.getByLabelText("Title") as HTMLInputElement;
    expect(input.maxLength).toBe(200);
    expect(input.getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(input, { target: { value: "Berlin night" } });
    expect(onChange).toHaveBeenCalledWith("Berlin night");
  });

  it("shows its problem below it and marks the input invalid, described by the problem", () => {
    render(<AdminField label="Title" value="" onChange={() => {}} problem="Give the event a title." />);
    const input = screen.getByLabelText("Title");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const problem = screen.getByText("Give the event a title.");
    expect(input.getAttribute("aria-describedby")).toBe(problem.id);
  });
});
