import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { errorMessageOf } from "../../schema/errors";
import type { CommentModerationApi } from "../api/commentModerationApi";
import { ListProblem } from "../shell/ListStates";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";

/** The words as the box shows them: one a line. */
const wordsOfText = (text: string) =>
  text
    .split("\n")
    .map((word) => word.trim())
    .filter((word) => word !== "");

/**
 * The artist's rules for comments (issue 37, item 6): the filter words (a comment with one of them
 * waits for approval; one a line, whole words, any case) and the fans whose commenting is off, each
 * turned back on here. `changed` moves when the list above turns a fan's commenting off or on.
 */
export function CommentRules({
  profileId,
  api,
  changed,
  onUnblocked,
}: {
  readonly profileId: string;
  readonly api: Pick<CommentModerationApi, "filterWords" | "saveFilterWords" | "listBlocked" | "setBlocked">;
  readonly changed: number;
  onUnblocked(): void;
}) {
  const wordsId = useId();
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [wordsProblem, setWordsProblem] = useState<string | null>(null);
  useEffect(() => {
    api.filterWords(profileId).then(
      (loaded) => setText(loaded.words.join("\n")),
      (error: unknown) => setWordsProblem(`The filter words could not be loaded: ${errorMessageOf(error, "the server did not answer")}`),
    );
  }, [api, profileId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` reloads the list after a block in the table above.
  const load = useCallback(() => api.listBlocked(profileId), [api, profileId, changed]);
  const { list, refresh } = useLoadedList("The fans whose comments are off", load);
  const { problem, change, toast } = useListChanges(refresh);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text === null) return;
    setSaving(true);
    try {
      const saved = await api.saveFilterWords(profileId, wordsOfText(text));
      setText(saved.words.join("\n"));
      setWordsProblem(null);
      toast("Filter words saved");
    } catch (error) {
      setWordsProblem(`The filter words were not saved: ${errorMessageOf(error, "the server did not answer")}`);
    } finally {
      setSaving(false);
    }
  };

  const blocked = list.state === "ready" ? list.value.data : [];
  return (
    <>
      <form className="studio-admin__panel" onSubmit={(event) => void save(event)} aria-labelledby={`${wordsId}-heading`}>
        <h3 id={`${wordsId}-heading`}>Filter words</h3>
        <p className="studio-hint">
          A comment with one of these words (a whole word, in any case) waits for your approval before fans see it. One word or phrase a
          line, up to 200, each up to 50 characters.
        </p>
        <ListProblem problem={wordsProblem} />
        <label htmlFor={wordsId}>Words to hold for approval</label>
        <textarea id={wordsId} rows={5} value={text ?? ""} disabled={text === null} onChange={(event) => setText(event.target.value)} />
        <button type="submit" disabled={text === null || saving}>
          {saving ? "Saving…" : "Save filter words"}
        </button>
      </form>
      <section className="studio-admin__panel" aria-labelledby={`${wordsId}-blocked`}>
        <h3 id={`${wordsId}-blocked`}>Fans whose comments are turned off</h3>
        <ListProblem problem={problem ?? (list.state === "failed" ? list.message : null)} />
        {list.state === "ready" && blocked.length === 0 ? <p className="studio-hint">Every fan can comment.</p> : null}
        <ul>
          {blocked.map((fan) => (
            <li key={fan.accountId}>
              {fan.fullName} <span className="studio-hint">{fan.email}</span>{" "}
              <button
                type="button"
                onClick={() =>
                  void change(
                    async () => {
                      await api.setBlocked(profileId, fan.accountId, false);
                      onUnblocked();
                    },
                    "The fan's comments were not turned back on",
                    "The fan's comments are back on",
                  )
                }
              >
                Turn their comments back on
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
