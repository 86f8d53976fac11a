import type { ReactNode } from "react";
import { TableScrollBox } from "./TableScrollBox";

/**
 * The studio's table of things an artist manages (API keys, passkeys, the team, redemptions): its
 * header row from `columns`, a last column of row actions named for screen readers when `actions`,
 * and the scroll box a phone needs, one named region a keyboard can scroll. Rows are the children;
 * `className` goes on the box, for a table in a narrower place (the site settings' panel).
 */
export function StudioTable({
  label,
  columns,
  actions = false,
  className,
  children,
}: {
  readonly label: string;
  readonly columns: readonly string[];
  readonly actions?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <TableScrollBox label={label} {...(className ? { className } : {})}>
      <table className="studio-admin__table" aria-label={label}>
        <thead>
          <tr>
            <StudioColumnHeads columns={columns} actions={actions} />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScrollBox>
  );
}

/**
 * A studio table's header cells: a column header each, then, when `actions`, the row actions'
 * column, named for screen readers alone. StudioTable's head, and the columns of a PagedTable.
 */
export function StudioColumnHeads({ columns, actions = false }: { readonly columns: readonly string[]; readonly actions?: boolean }) {
  return (
    <>
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
    </>
  );
}
