/** The studio's sections in its top bar: Pages, and the sections beside it (Emails). */
export function SectionSwitcher({
  sections,
  current,
  onSwitch,
}: {
  readonly sections: readonly { readonly id: string; readonly label: string }[];
  readonly current: string;
  onSwitch(id: string): void;
}) {
  if (sections.length < 2) return null;
  return (
    <nav className="studio-topbar__group studio-sections" aria-label="Studio sections">
      {sections.map((section) => (
        <button key={section.id} type="button" aria-pressed={section.id === current} onClick={() => onSwitch(section.id)}>
          {section.label}
        </button>
      ))}
    </nav>
  );
}
