import { NumberField, SelectField, SpacingField, ToggleField } from "../../../blocks/settings";
import { useEditorContext } from "../../../editor/kinds/documentKind";
import { emailColumnsPropsSchema } from "../../../schema/email/blocks";
import { EMAIL_COLUMN_COUNTS } from "../../../schema/email/document";
import { fieldLimits } from "../../../schema/fieldLimits";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";
import { changeColumnsLayout } from "../../studio/emailCommands";
import { PADDING_LIMITS, paddingsOf } from "../emailSettingsFields";

const LAYOUTS = [
  { value: "1:1", label: "Two equal columns" },
  { value: "1:2", label: "Narrow, wide" },
  { value: "2:1", label: "Wide, narrow" },
  { value: "1:1:1", label: "Three equal columns" },
] as const;

/** A Columns block's settings: its layout, gap, stacking on phones and paddings. */
export default function EmailColumnsSettings({ node, props, onChange }: EmailBlockSettingsProps<"Columns">) {
  const { store } = useEditorContext();
  const set = emailPropSetter<"Columns">(onChange);
  // A layout of another column count adds a column, or gives the last one's blocks to the one before it.
  const changeLayout = (layout: keyof typeof EMAIL_COLUMN_COUNTS | undefined) => {
    if (layout === undefined) return;
    if (EMAIL_COLUMN_COUNTS[layout] === (node.children?.length ?? 2)) set("layout", "choice")(layout);
    else store.update((state) => changeColumnsLayout(state, { id: node.id, layout }));
  };
  return (
    <div className="settings-form">
      <SelectField label="Layout" value={props.layout} options={LAYOUTS} onChange={changeLayout} />
      <NumberField
        label="Gap"
        unit="px"
        value={props.gap}
        {...fieldLimits(emailColumnsPropsSchema.properties.gap)}
        integer
        onChange={set("gap", "text")}
      />
      <ToggleField label="Stack on phones" checked={props.stackOnMobile} onChange={set("stackOnMobile", "choice")} />
      <SpacingField label="Paddings" value={paddingsOf(props.paddings)} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
    </div>
  );
}
