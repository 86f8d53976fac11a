import type { FieldEdit, MediaKind, SitePage } from "../../../blocks/settings/types";
import type { SiteDocument, ThemeSettings } from "../../../schema/site";
import { compact } from "./compact";
import { HeaderLinksSection } from "./HeaderLinksSection";
import { SocialLinksSection } from "./SocialLinksSection";
import { ThemeSection } from "./ThemeSection";

export interface SiteSettingsPanelProps {
  readonly site: SiteDocument;
  /** The site document with one setting changed, and which field changed it (for history). */
  onChange(next: SiteDocument, field: FieldEdit): void;
  pickMedia(type: MediaKind): Promise<string | null>;
  /** The site's pages, for header links. */
  readonly pages: readonly SitePage[];
}

/** What every page of the site shares (SPEC §2, §3): the theme, the social links and the header links. */
export function SiteSettingsPanel({ site, onChange, pickMedia, pages }: SiteSettingsPanelProps) {
  const settings = site.settings ?? {};
  const setSettings = (patch: Partial<ThemeSettings>, field: FieldEdit) =>
    onChange({ ...site, settings: compact({ ...settings, ...patch }) }, field);
  return (
    <div className="site-settings">
      <h2 className="settings-panel__title">Site settings</h2>
      <ThemeSection
        site={site}
        pickMedia={pickMedia}
        onSettings={setSettings}
        onTheme={(theme, field) => onChange({ ...site, theme }, field)}
      />
      <SocialLinksSection
        links={settings.socialLinks ?? []}
        onChange={(socialLinks) => setSettings({ socialLinks }, { key: "settings.socialLinks", kind: "choice" })}
      />
      <HeaderLinksSection
        links={settings.headerLinks ?? []}
        pages={pages}
        onChange={(headerLinks) => setSettings({ headerLinks }, { key: "settings.headerLinks", kind: "choice" })}
      />
    </div>
  );
}
