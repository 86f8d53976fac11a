import { ColorField, RadioGroup } from "../../../blocks/settings";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";

const VERTICAL_ALIGNMENTS = [
  { value: "top", label: "Top" },
  { value: "middle", label: "Middle" },
  { value: "bottom", label: "Bottom" },
] as const;

/** A Column's settings: its background and where its blocks sit when a neighbour is taller. */
export default function EmailColumnSettings({ props, onChange }: EmailBlockSettingsProps<"Column">) {
  const set = emailPropSetter<"Column">(onChange);
  return (
    <div className="settings-form">
      <ColorField
        label="Background"
        value={props.background}
        fallback="#ffffff"
        clearLabel="No background"
        onChange={set("background", "text")}
      />
      <RadioGroup
        label="Vertical alignment"
        value={props.verticalAlign}
        options={VERTICAL_ALIGNMENTS}
        onChange={set("verticalAlign", "choice")}
      />
    </div>
  );
}
