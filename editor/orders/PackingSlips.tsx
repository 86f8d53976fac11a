import { useId, useRef } from "react";
import { ListStates } from "../shell/ListStates";
import { useLoadedList } from "../shell/useLoadedList";

/**
 * Packing slips as the server prints them (issue 36, item 4): its page, shown in a frame, one slip
 * a sheet on paper. Print prints the frame alone; the page's own Print button does the same (its
 * script cannot run inside the studio's page, so the studio wires it).
 */
export function PackingSlips({
  title,
  backLabel,
  load,
  onClose,
}: {
  readonly title: string;
  /** Where closing goes back to: "Back to the order", "Back to orders". */
  readonly backLabel: string;
  load(): Promise<string>;
  onClose(): void;
}) {
  const { list } = useLoadedList("The packing slips", load);
  const frame = useRef<HTMLIFrameElement>(null);
  const headingId = useId();
  const print = () => frame.current?.contentWindow?.print();
  const wirePrintButton = () => frame.current?.contentDocument?.getElementById("print")?.addEventListener("click", print);
  return (
    <section className="studio-admin__panel" aria-labelledby={headingId}>
      <div className="studio-admin__head">
        <h2 id={headingId}>{title}</h2>
        <div className="studio-admin__actions">
          <button type="button" className="studio-button studio-button--primary" disabled={list.state !== "ready"} onClick={print}>
            Print
          </button>
          <button type="button" onClick={onClose}>
            {backLabel}
          </button>
        </div>
      </div>
      <ListStates list={list} loading="Preparing the packing slips…" empty={null} />
      {list.state === "ready" ? (
        <iframe ref={frame} title={title} srcDoc={list.value} onLoad={wirePrintButton} className="packing-slips__frame" />
      ) : null}
    </section>
  );
}
