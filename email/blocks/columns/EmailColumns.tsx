import { EMAIL_COLUMN_SHARES } from "../../../schema/email/document";
import { type EmailBlockViewProps, paddingOf } from "../../emailBlock";

/** A Columns block on the canvas: its Column blocks side by side, in its layout's shares. */
export function EmailColumns({ props, children }: EmailBlockViewProps<"Columns">) {
  const shares = EMAIL_COLUMN_SHARES[props.layout];
  return (
    <div
      className="bl-email-columns"
      style={{
        gridTemplateColumns: shares.map((share) => `${share}fr`).join(" "),
        gap: `${props.gap}px`,
        padding: paddingOf(props.paddings),
      }}
    >
      {children}
    </div>
  );
}
