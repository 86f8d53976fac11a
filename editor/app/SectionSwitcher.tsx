import { useId } from "react";

/**
 * The studio's sections in its top bar: Pages, and the sections beside it (Events, Memberships,
 * Emails, Audience, Media). A menu rather than a row of buttons, so the bar keeps one row at 1280 px.
 */
export function SectionSwitcher({
  sections,
  current,
  onSwitch,
}: {
  readonly sections: readonly { readonly id: string; readonly label: string }[];
  readonly current: string;
  onSwitch(id: string): void;
}) {
  const id = useId();
  if (sections.length < 2) return null;
  return (
    <nav className="studio-topbar__group studio-sections" aria-label="Studio sections">
      <label className="studio-visually-hidden" htmlFor={id}>
        Studio section
      </label>
      <select id={id} value={current} onChange={(event) => onSwitch(event.target.value)}>
        {sections.map((section) => (
          <option key={section.id} value={section.id}>
            {section.label}
          </option>
        ))}
      </select>
    </nav>
  );
}
