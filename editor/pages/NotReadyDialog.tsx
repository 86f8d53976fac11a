import type { UnreadyBlock } from "../../runtime/readiness";
import { StudioDialog } from "../shell/StudioDialog";

/**
 * What Publish says when blocks of the page would not work for fans (issue 34): each block with
 * why, a way to go to it, and the choice to publish anyway (those blocks are then left out of the
 * site) or not yet.
 */
export function NotReadyDialog({
  blocks,
  onShow,
  onPublishAnyway,
  onCancel,
}: {
  readonly blocks: readonly UnreadyBlock[];
  onShow(id: string): void;
  onPublishAnyway(): void;
  onCancel(): void;
}) {
  const count = blocks.length === 1 ? "One block is" : `${blocks.length} blocks are`;
  return (
    <StudioDialog title={`${count} not ready for fans`} onClose={onCancel}>
      <p>Fans will not see {blocks.length === 1 ? "it" : "them"} until fixed. Fix now, or publish the rest of the page as it is.</p>
      <ul className="studio-not-ready">
        {blocks.map((block) => (
          <li key={block.id}>
            <strong>{block.label}</strong>: {block.problem}{" "}
            <button type="button" aria-label={`Fix the ${block.label}`} onClick={() => onShow(block.id)}>
              Fix
            </button>
          </li>
        ))}
      </ul>
      <div className="studio-dialog__actions">
        <button type="button" onClick={onPublishAnyway}>
          Publish anyway
        </button>
        <button type="button" onClick={onCancel}>
          Not yet
        </button>
      </div>
    </StudioDialog>
  );
}
