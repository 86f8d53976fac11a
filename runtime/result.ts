/** What each step of loading a document gives back: a value, or the reasons there is none. Never a throw for bad input. */
export type Result<T, E> =
  | { ok: true; value: T }
  | { ok: false; errors: E[] /** The check stopped at its budget: there may be more errors. */; incomplete?: true };

/** One thing wrong with a document: where (a JSON pointer), which rule, and a sentence a person understands. */
export interface DocumentError {
  /** JSON pointer into the input, `""` for the whole document. */
  pointer: string;
  /** The rule broken: a JSON Schema keyword (`type`, `required`…) or one of Backline's own (`unique-id`…). */
  rule: string;
  message: string;
}

export type DocumentResult<T> = Result<T, DocumentError>;
