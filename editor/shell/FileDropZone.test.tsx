// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileDropZone } from "./FileDropZone";

afterEach(cleanup);

const csv = () => new File(["email\nann@example.com\n"], "fans.csv", { type: "text/csv" });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "poster.png", { type: "image/png" });

/** A drop of these files, as the browser sends it. */
const dropOn = (element: Element, files: File[]) => {
  const dataTransfer = { files, types: ["Files"], dropEffect: "none" };
  fireEvent.dragOver(element, { dataTransfer });
  fireEvent.drop(element, { dataTransfer });
};

describe("FileDropZone", () => {
  it("names its hidden file input by its label, with the caller's accept, and a real button that opens it", () => {
    render(<FileDropZone label="Import addresses from a CSV file" accept=".csv,text/csv" onFiles={() => {}} />);
    const input = screen.getByLabelText("Import addresses from a CSV file") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe(".csv,text/csv");
    expect(input.hidden).toBe(true);
    const opened = vi.fn();
    input.addEventListener("click", opened);
    fireEvent.click(screen.getByRole("button", { name: "Choose a file" }));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("gives the caller the file chosen, and shows its name", () => {
    const onFiles = vi.fn();
    render(<FileDropZone label="Import addresses from a CSV file" onFiles={onFiles} />);
    const file = csv();
    fireEvent.change(screen.getByLabelText("Import addresses from a CSV file"), { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(within(screen.getByRole("list", { name: "Chosen" })).getByText("fans.csv")).toBeTruthy();
  });

  it("takes files dropped on it, all of them when it takes several, and previews images", () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDropZone label="Upload tracks" multiple onFiles={onFiles} />);
    const zone = container.firstElementChild as Element;
    const [first, second] = [csv(), png()];
    dropOn(zone, [first, second]);
    expect(onFiles).toHaveBeenCalledWith([first, second]);
    const chosen = within(screen.getByRole("list", { name: "Chosen" }));
    expect(chosen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["fans.csv", "poster.png"]);
    expect(screen.getByRole("button", { name: "Choose files" })).toBeTruthy();
  });

  it("takes one file of a drop when it takes one, and nothing while disabled", () => {
    const onFiles = vi.fn();
    const { container, rerender } = render(<FileDropZone label="Upload an image" onFiles={onFiles} />);
    const [first, second] = [png(), csv()];
    dropOn(container.firstElementChild as Element, [first, second]);
    expect(onFiles).toHaveBeenCalledWith([first]);
    rerender(<FileDropZone label="Upload an image" disabled onFiles={onFiles} />);
    dropOn(container.firstElementChild as Element, [second]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("button", { name: "Choose a file" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the caller's progress as a named bar", () => {
    render(<FileDropZone label="Upload an image" progress={{ label: "Uploading poster.png", percent: 40 }} onFiles={() => {}} />);
    const bar = screen.getByRole("progressbar", { name: "Uploading poster.png" }) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(screen.getByRole("status").textContent).toMatch(/^Uploading poster\.png… +40%$/);
  });

  it("is only its button when compact, its input named by the caller", () => {
    render(
      <FileDropZone
        compact
        label="Import"
        inputLabel="Import JSON file"
        buttonLabel="Import"
        buttonName="Import JSON"
        onFiles={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "Import JSON" }).textContent).toBe("Import");
    expect((screen.getByLabelText("Import JSON file") as HTMLInputElement).type).toBe("file");
  });
});
