import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { type FormEvent, useId, useState } from "react";
import { HEX_COLOR_PATTERN } from "../../../../schema/common";
import { $setTableCellBackground, type TableCellTarget } from "./cellActions";

const HEX_COLOR = new RegExp(HEX_COLOR_PATTERN);
/** SPEC §5 'Color hex input limited to 7 characters'. */
const HEX_INPUT_LENGTH = 7;

/**
 * The cell menu's background colour (SPEC §3 'background color'): a colour picker and its hex
 * code (7 characters at most); Apply colours the target's cells, Remove colour clears them. Only
 * a hex colour is ever stored.
 */
export function TableCellBackground({
  target,
  current,
  onDone,
}: {
  readonly target: TableCellTarget;
  readonly current: string | null;
  readonly onDone: () => void;
}) {
  const [editor] = useLexicalComposerContext();
  const hexId = useId();
  const [hex, setHex] = useState(current ?? "#");
  const valid = HEX_COLOR.test(hex);
  // The picker takes only the six-digit form; a three-digit code shows as its six digits.
  const pickerValue = valid ? (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex) : "#ffffff";

  const apply = (color: string | null) => {
    editor.update(() => $setTableCellBackground(target, color));
    onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) apply(hex);
  };

  return (
    <form className="rt-table-background-form" aria-label="Background colour" onSubmit={submit}>
      <input type="color" aria-label="Background colour picker" value={pickerValue} onChange={(event) => setHex(event.target.value)} />
      <label htmlFor={hexId}>Hex</label>
      <input
        id={hexId}
        className="rt-link-input"
        value={hex}
        maxLength={HEX_INPUT_LENGTH}
        aria-invalid={!valid}
        onChange={(event) => setHex(event.target.value.slice(0, HEX_INPUT_LENGTH))}
      />
      <button type="submit" disabled={!valid}>
        Apply
      </button>
      <button type="button" onClick={() => apply(null)}>
        Remove colour
      </button>
    </form>
  );
}
