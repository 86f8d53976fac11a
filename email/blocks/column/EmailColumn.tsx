import type { EmailBlockViewProps } from "../../emailBlock";

/** A Column on the canvas, aligned in its row as the export aligns its cell. */
export function EmailColumn({ props, children }: EmailBlockViewProps<"Column">) {
  const alignSelf = props.verticalAlign === "middle" ? "center" : props.verticalAlign === "bottom" ? "end" : "start";
  return (
    <div className="bl-email-column" style={{ background: props.background, alignSelf }}>
      {children}
    </div>
  );
}
