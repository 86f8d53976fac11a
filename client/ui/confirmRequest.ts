/** What the studio asks before an action the artist may regret: its title, its message and the words of its buttons. */
export interface ConfirmRequest {
  /** The dialog's heading, a question: "Delete this page?". */
  readonly title: string;
  /** What happens, in the artist's words. */
  readonly message: string;
  /** The button that goes ahead, saying what it does: "Delete page". */
  readonly confirmLabel: string;
  /** The button that goes back ("Cancel" unless given). */
  readonly cancelLabel?: string;
  /** Whether going ahead destroys something: its button is styled as danger, and focus starts on Cancel. */
  readonly danger?: boolean;
}

/**
 * Asks the artist, resolving true when they go ahead and false when they cancel (Escape, Cancel, or
 * the asking screen leaving). The studio's is `useConfirmDialog` (`editor/shell`); the editor core
 * takes one from its section, since it may not import the shell.
 */
export type AskConfirm = (request: ConfirmRequest) => Promise<boolean>;
