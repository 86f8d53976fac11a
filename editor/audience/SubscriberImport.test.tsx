// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriberImportResult } from "../../schema/api/emailLists";
import { SubscriberImport } from "./SubscriberImport";

afterEach(cleanup);

const result = (apply: boolean): SubscriberImportResult => ({
  rows: 3,
  toAdd: 2,
  alreadySubscribed: 0,
  errors: [{ row: 4, message: '"x" is not an email address.' }],
  applied: apply,
  columns: {
    used: [
      { column: 2, header: "E-mail", use: "email" },
      { column: 3, header: "first_name", use: "firstName" },
    ],
    ignored: [
      { column: 1, header: "phone" },
      { column: 4, header: "" },
    ],
  },
});

describe("importing subscribers from a CSV file", () => {
  it("previews the file first, and adds the addresses only once confirmed", async () => {
    const importCsv = vi.fn(async (_csv: string, apply: boolean) => result(apply));
    const onImported = vi.fn();
    render(<SubscriberImport importCsv={importCsv} onImported={onImported} />);
    const file = new File(["email\na@example.com\nb@example.com\nx\n"], "fans.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText("Import addresses from a CSV file"), { target: { files: [file] } });
    const preview = await screen.findByRole("status");
    expect(preview.textContent).toContain("fans.csv: 3 rows; 2 new addresses to add, 0 already on the list, 1 row without an address.");
    expect(screen.getByRole("list", { name: "Rows not imported" }).textContent).toBe('Row 4: "x" is not an email address.');
    // Which columns are read, and for what (issue 34); a column without a header is named by its number.
    expect(screen.getByText(/^Using:/).textContent).toBe("Using: Email (E-mail), First name (first_name). Ignoring: phone, column 4.");
    expect(importCsv).toHaveBeenCalledWith("email\na@example.com\nb@example.com\nx\n", false);
    expect(onImported).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Add 2 addresses" }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(importCsv).toHaveBeenLastCalledWith("email\na@example.com\nb@example.com\nx\n", true);
    expect(screen.getByRole("status").textContent).toBe("2 addresses were added.");
  });

  it("says so when no column holds the addresses", async () => {
    const importCsv = vi.fn(async () => ({
      ...result(false),
      columns: { used: [{ column: 1, header: "Name", use: "fullName" as const }], ignored: [] },
    }));
    render(<SubscriberImport importCsv={importCsv} onImported={() => {}} />);
    const file = new File(["Name\nAnn\n"], "names.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText("Import addresses from a CSV file"), { target: { files: [file] } });
    expect((await screen.findByText(/^Using:/)).textContent).toBe("Using: Full name (Name). No column holds the addresses.");
  });

  it("says so when the server refuses the file", async () => {
    const importCsv = vi.fn(async () => {
      throw new Error("A file of more than 10,000 rows cannot be imported at once; split it.");
    });
    render(<SubscriberImport importCsv={importCsv} onImported={() => {}} />);
    const file = new File(["a@example.com"], "big.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText("Import addresses from a CSV file"), { target: { files: [file] } });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The file could not be read: A file of more than 10,000 rows cannot be imported at once; split it.",
    );
  });
});
