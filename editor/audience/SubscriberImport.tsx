import { useState } from "react";
import type { ImportColumnUse, SubscriberImportResult } from "../../schema/api/emailLists";
import { errorMessageOf } from "../../schema/errors";
import { FileDropZone } from "../shell/FileDropZone";

type Step =
  | { readonly step: "idle" }
  | { readonly step: "previewing" }
  | { readonly step: "preview"; readonly csv: string; readonly name: string; readonly result: SubscriberImportResult }
  | { readonly step: "done"; readonly added: number }
  | { readonly step: "failed"; readonly message: string };

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

const USE_LABELS: Readonly<Record<ImportColumnUse, string>> = {
  email: "Email",
  firstName: "First name",
  lastName: "Last name",
  fullName: "Full name",
};

/** A column by its header, or by its number in a file without one (or where its header is blank). */
const columnName = (column: { column: number; header: string }) => column.header || `column ${column.column}`;

/**
 * Which columns the import reads, and for what, in plain words (issue 34): "Using: Email (E-mail),
 * First name (first_name). Ignoring: phone, city."
 */
function columnsInWords({ used, ignored }: SubscriberImportResult["columns"]): string {
  const using = used.length > 0 ? `Using: ${used.map((column) => `${USE_LABELS[column.use]} (${columnName(column)})`).join(", ")}.` : "";
  const noAddresses = used.some((column) => column.use === "email") ? "" : "No column holds the addresses.";
  const ignoring = ignored.length > 0 ? `Ignoring: ${ignored.map(columnName).join(", ")}.` : "";
  return [using, noAddresses, ignoring].filter(Boolean).join(" ");
}

/**
 * Adding addresses from a CSV file (issue 17): the file is read and previewed first (how many
 * addresses are new, how many are on the list already, each row that holds no address and why,
 * which columns give the addresses and names and which are ignored), and only added once the
 * artist confirms.
 */
export function SubscriberImport({
  importCsv,
  onImported,
}: {
  importCsv(csv: string, apply: boolean): Promise<SubscriberImportResult>;
  onImported(): void;
}) {
  const [state, setState] = useState<Step>({ step: "idle" });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ step: "previewing" });
    try {
      const csv = await file.text();
      setState({ step: "preview", csv, name: file.name, result: await importCsv(csv, false) });
    } catch (error) {
      setState({ step: "failed", message: `The file could not be read: ${errorMessageOf(error, "the server did not answer")}` });
    }
  };

  const apply = async (csv: string) => {
    try {
      const result = await importCsv(csv, true);
      setState({ step: "done", added: result.toAdd });
      onImported();
    } catch (error) {
      setState({ step: "failed", message: `The addresses were not added: ${errorMessageOf(error, "the server did not answer")}` });
    }
  };

  return (
    <section className="studio-admin__import" aria-label="Import from CSV">
      <FileDropZone label="Import addresses from a CSV file" accept=".csv,text/csv" onFiles={([file]) => void choose(file)} />
      {state.step === "previewing" ? <p aria-busy="true">Reading the file…</p> : null}
      {state.step === "failed" ? (
        <p className="studio-field-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.step === "done" ? <p role="status">{plural(state.added, "address was", "addresses were")} added.</p> : null}
      {state.step === "preview" ? (
        <div className="studio-admin__preview" role="status">
          <p>
            {state.name}: {plural(state.result.rows, "row", "rows")}; {plural(state.result.toAdd, "new address", "new addresses")} to add,{" "}
            {plural(state.result.alreadySubscribed, "already on the list", "already on the list")}
            {state.result.errors.length > 0 ? `, ${plural(state.result.errors.length, "row", "rows")} without an address` : ""}.
          </p>
          <p>{columnsInWords(state.result.columns)}</p>
          {state.result.errors.length > 0 ? (
            <ul aria-label="Rows not imported">
              {state.result.errors.map((error) => (
                <li key={error.row}>
                  Row {error.row}: {error.message}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="studio-admin__actions">
            <button type="button" disabled={state.result.toAdd === 0} onClick={() => void apply(state.csv)}>
              Add {plural(state.result.toAdd, "address", "addresses")}
            </button>
            <button type="button" onClick={() => setState({ step: "idle" })}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
