import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { AskConfirm, ConfirmRequest } from "../../client/ui/confirmRequest";
import { StudioDialog } from "./StudioDialog";

interface Pending {
  readonly request: ConfirmRequest;
  readonly resolve: (confirmed: boolean) => void;
}

/**
 * The studio's way to ask before an action the artist may regret, instead of the browser's
 * `window.confirm`: `confirm` opens a dialog and resolves true when the artist goes ahead, false on
 * Cancel, Escape, or when the screen that asked goes away. The component renders `dialog`.
 *
 * @example
 * const { confirm, dialog } = useConfirmDialog();
 * const remove = async () => {
 *   if (!(await confirm({ title: "Delete this post?", message: "…", confirmLabel: "Delete post", danger: true }))) return;
 *   …
 * };
 * return <>{list}{dialog}</>;
 */
export function useConfirmDialog(): { confirm: AskConfirm; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  // The question waiting for its answer, read by the handlers without waiting for a render.
  const waiting = useRef<Pending | null>(null);

  const answer = useCallback((confirmed: boolean) => {
    const current = waiting.current;
    waiting.current = null;
    setPending(null);
    current?.resolve(confirmed);
  }, []);

  const confirm = useCallback<AskConfirm>(
    (request) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first, which counts as cancelled.
        waiting.current?.resolve(false);
        const next = { request, resolve };
        waiting.current = next;
        setPending(next);
      }),
    [],
  );

  useEffect(() => () => waiting.current?.resolve(false), []);

  const dialog = pending ? <ConfirmDialog key={pending.request.title} request={pending.request} onAnswer={answer} /> : null;
  return { confirm, dialog };
}

/** The dialog of one question: its message, Cancel and the button that goes ahead (in red when it destroys something). */
export function ConfirmDialog({ request, onAnswer }: { readonly request: ConfirmRequest; onAnswer(confirmed: boolean): void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const goAhead = useRef<HTMLButtonElement>(null);
  return (
    <StudioDialog title={request.title} onClose={() => onAnswer(false)} initialFocus={request.danger ? cancel : goAhead}>
      <p className="studio-dialog__message">{request.message}</p>
      <div className="studio-dialog__actions">
        <button ref={cancel} type="button" onClick={() => onAnswer(false)}>
          {request.cancelLabel ?? "Cancel"}
        </button>
        <button
          ref={goAhead}
          type="button"
          className={request.danger ? "studio-dialog__danger" : "studio-dialog__primary"}
          onClick={() => onAnswer(true)}
        >
          {request.confirmLabel}
        </button>
      </div>
    </StudioDialog>
  );
}
