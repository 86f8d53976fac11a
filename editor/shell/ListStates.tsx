import type { Loaded } from "./useLoadedList";

/** The last change's refusal above a studio list, in the server's words (`useListChanges`). */
export function ListProblem({ problem }: { readonly problem: string | null }) {
  return problem ? (
    <p className="studio-field-error" role="alert">
      {problem}
    </p>
  ) : null;
}

/**
 * What a list the studio loads says in place of its items: that it is loading, why it failed
 * (with Try again where the section offers it), or that it holds nothing. Nothing once it has items.
 */
export function ListStates({
  list,
  loading,
  empty,
  onRetry,
}: {
  readonly list: Loaded<unknown>;
  /** What shows while it loads: "Loading the events…". */
  readonly loading: string;
  /** What shows when it is loaded and holds nothing; null when it holds something (or the section says nothing then). */
  readonly empty: string | null;
  onRetry?(): void;
}) {
  if (list.state === "loading") return <p aria-busy="true">{loading}</p>;
  if (list.state === "failed")
    return (
      <p className="studio-field-error" role="alert">
        {list.message}
        {onRetry ? (
          <>
            {" "}
            <button type="button" onClick={onRetry}>
              Try again
            </button>
          </>
        ) : null}
      </p>
    );
  return empty === null ? null : <p className="studio-hint">{empty}</p>;
}
