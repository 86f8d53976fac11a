import { useId } from "react";
import { EDITOR_ROLES, type EditorRole } from "../../schema/api/accounts";
import { ROLE_LABELS } from "../shell/roleLabels";

/** A choice of a role on the team, labelled for screen readers by whose role it is. */
export function RoleSelect({
  label,
  value,
  onChange,
  visibleLabel = false,
}: {
  readonly label: string;
  readonly value: EditorRole;
  onChange(role: EditorRole): void;
  /** Shown beside the choice (a form's field), rather than only read out (a table's cell). */
  readonly visibleLabel?: boolean;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={visibleLabel ? undefined : "studio-visually-hidden"}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as EditorRole)}>
        {EDITOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </>
  );
}
