import { useId } from "react";

/** The search box above a studio list: labelled, and each change goes back to the list's first page (`onSearch`). */
export function SearchBox({ label, value, onSearch }: { readonly label: string; readonly value: string; onSearch(value: string): void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} onChange={(event) => onSearch(event.target.value)} />
    </>
  );
}
