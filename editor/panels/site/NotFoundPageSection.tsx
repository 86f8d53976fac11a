import { SelectField } from "../../../blocks/settings";
import type { SitePage } from "../../../blocks/settings/types";
import { HOME_PATH } from "../../../schema/rules/documents";
import { SiteSettingsSection } from "./SiteSettingsSection";

export interface NotFoundPageSectionProps {
  /** The chosen page's path, or undefined for Backline's own not-found page. */
  readonly value: string | undefined;
  readonly pages: readonly SitePage[];
  onChange(path: string | undefined): void;
}

/**
 * Site settings › Page not found (issue 39, item 7): one of the artist's pages, built in the editor
 * like any other, shown with a 404 wherever no page or redirect answers (site/app/notFoundPage.ts).
 */
export function NotFoundPageSection({ value, pages, onChange }: NotFoundPageSectionProps) {
  const choices = pages
    .filter((page) => page.path !== HOME_PATH)
    .map((page) => ({ value: page.path, label: `${page.title} (${page.path})` }));
  return (
    <SiteSettingsSection title="Page not found" name="not-found">
      <SelectField
        label="Page shown at unknown addresses"
        value={value}
        options={choices}
        emptyLabel="Backline's standard page"
        hint="Fans see it, with a 404, where no page or redirect answers. Publish that page and the site settings for it to show."
        onChange={onChange}
      />
    </SiteSettingsSection>
  );
}
