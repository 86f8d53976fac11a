import type { StudioSectionProps } from "../shell/studioSections";
import { SETTINGS_PANELS, type SettingsPanel } from "./settingsPanels";

/**
 * The studio's Settings section (issue 40), for owners: what the artist takes away and what other
 * software may do with their data. Each part has a heading of its own, listed at the top so a
 * keyboard or screen reader user reaches one without passing the others.
 */
export function SettingsWorkspace({
  panels = SETTINGS_PANELS,
  ...props
}: StudioSectionProps & { readonly panels?: readonly SettingsPanel[] }) {
  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-settings-heading">
        <div className="studio-admin__head">
          <h1 id="studio-settings-heading">Settings</h1>
        </div>
        <p>Your data, to take with you, and what other software may do with it.</p>
        {panels.length > 1 && (
          <nav aria-label="Settings contents">
            <ul>
              {panels.map(({ id, title }) => (
                <li key={id}>
                  <a href={`#settings-${id}`}>{title}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {panels.map(({ id, title, Panel }) => (
          <section key={id} id={`settings-${id}`} aria-labelledby={`settings-${id}-heading`}>
            <h2 id={`settings-${id}-heading`}>{title}</h2>
            <Panel {...props} />
          </section>
        ))}
      </main>
    </div>
  );
}
