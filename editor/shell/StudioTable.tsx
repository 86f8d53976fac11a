import type { ReactNode } from "react";
import { TableScrollBox } from "./TableScrollBox";

/**
 * The studio's table of things an artist manages (API keys, passkeys, the team, redemptions): its
 * header row from `columns`, a last column of row actions named for screen readers when `actions`,
 * and the scroll box a phone needs, one named region a keyboard can scroll. Rows are the children.
 */
export function StudioTable({
  label,
  columns,
  actions = false,
  children,
}: {
  readonly label: string;
  readonly columns: readonly string[];
  readonly actions?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <TableScrollBox label={label}>
      <table className="studio-admin__table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="studio-visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScrollBox>
  );
}
