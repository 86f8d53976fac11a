import type { Viewport } from "../kinds/documentKind";
import type { HistoryTarget } from "../state/historyTarget";
import { HistoryButtons } from "./HistoryButtons";

/**
 * The part of the top bar every section that edits a document has (Pages, Emails): the widths its
 * kind previews the canvas at, and Undo and Redo. Here, in the editor core, so the email section can
 * use it too (email may import editor, never the reverse).
 */
export function DocumentTopBarControls({
  widthLabel,
  viewports,
  viewport,
  onViewport,
  history,
}: {
  /** What the width buttons are, for screen readers: "Preview width". */
  readonly widthLabel: string;
  readonly viewports: readonly Viewport[];
  readonly viewport: number;
  onViewport(width: number): void;
  readonly history: HistoryTarget | null;
}) {
  return (
    <>
      <fieldset className="studio-topbar__group studio-viewports">
        <legend className="studio-visually-hidden">{widthLabel}</legend>
        {viewports.map(({ width, name }) => (
          <button
            key={width}
            type="button"
            aria-pressed={viewport === width}
            title={`${name} (${width} px)`}
            onClick={() => onViewport(width)}
          >
            {width}
          </button>
        ))}
      </fieldset>
      <div className="studio-topbar__group studio-topbar__history">
        <HistoryButtons target={history} />
      </div>
    </>
  );
}
