import { type ReactNode, useId } from "react";

/**
 * One section of the site settings: a region named by its heading, which the canvas's clicks on
 * the header or footer can bring into view and focus (`name` is its `data-site-section`).
 */
export function SiteSettingsSection({
  title,
  name,
  children,
}: {
  readonly title: string;
  readonly name: string;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="site-settings__section" aria-labelledby={headingId} data-site-section={name}>
      <h3 className="site-settings__heading" id={headingId} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}
