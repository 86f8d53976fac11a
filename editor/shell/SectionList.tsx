import type { ReactNode } from "react";
import { ListProblem, ListStates } from "./ListStates";
import type { LoadedList } from "./useLoadedList";

/**
 * The list of a studio section that edits the artist's things (events, tiers, email lists, media):
 * the last change's refusal, the section's form if one is open, then the list's items, or what it
 * says in their place (loading, failed, empty). Load it with `useLoadedList`, change it with
 * `useListChanges`.
 */
export function SectionList<T>({
  list,
  problem,
  form,
  loading,
  empty,
  onRetry,
  children,
}: {
  readonly list: LoadedList<T>;
  readonly problem: string | null;
  /** A form adding or changing one item, shown above the list. */
  readonly form?: ReactNode;
  /** What shows while the list loads: "Loading the events…". */
  readonly loading: string;
  /** What shows when the list is empty; null to say nothing (while a form adds the first item). */
  readonly empty: string | null;
  /** Offers Try again when the list could not be loaded. */
  onRetry?(): void;
  /** The items, once there are any. */
  children(items: readonly T[]): ReactNode;
}) {
  const items = list.state === "ready" ? list.value : [];
  return (
    <>
      <ListProblem problem={problem} />
      {form}
      <ListStates list={list} loading={loading} empty={items.length === 0 ? empty : null} onRetry={onRetry} />
      {items.length > 0 ? children(items) : null}
    </>
  );
}
