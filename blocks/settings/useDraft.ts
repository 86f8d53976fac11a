import { useState } from "react";

interface DraftState {
  readonly draft: string;
  /** The value the field last saw. */
  readonly seen: string;
  /** The value the field last sent for its draft, so that value coming back keeps the draft as typed. */
  readonly sent: string | null;
}

/**
 * What a field shows while someone types: the text they typed, even when it is not (yet) a valid
 * value (`#d4b`, `1.`, `exa`). When the value changes from outside (undo, another block), the draft
 * follows it; when it changes to what the field itself sent, the draft stays as typed.
 */
export function useDraft(value: string): { draft: string; setDraft(text: string, sent?: string): void } {
  const [state, setState] = useState<DraftState>({ draft: value, seen: value, sent: null });
  let current = state;
  if (state.seen !== value) {
    // Adjusting state while rendering (React's "storing information from previous renders").
    current = { draft: value === state.sent ? state.draft : value, seen: value, sent: null };
    setState(current);
  }
  return {
    draft: current.draft,
    setDraft: (draft, sent) => setState((previous) => ({ ...previous, draft, sent: sent ?? null })),
  };
}
