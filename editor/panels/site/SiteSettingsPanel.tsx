import { type ReactNode, useEffect, useRef } from "react";
import type { FieldEdit, MediaKind, SitePage } from "../../../blocks/settings/types";
import type { SiteDocument, ThemeSettings } from "../../../schema/site";
import type { SiteSection } from "../../canvas/SitePreviewChrome";
import { chooseNotFoundPage } from "../../commands/chooseNotFoundPage";
import { chooseSiteFont } from "../../commands/chooseSiteFont";
import { chooseSiteTheme } from "../../commands/chooseSiteTheme";
import { editSiteSeo } from "../../commands/editSiteSeo";
import { editSiteSettings } from "../../commands/editSiteSettings";
import { HeaderLinksSection } from "./HeaderLinksSection";
import { NotFoundPageSection } from "./NotFoundPageSection";
import { SearchDefaultsSection } from "./SearchDefaultsSection";
import { SocialLinksSection } from "./SocialLinksSection";
import { ThemeSection } from "./ThemeSection";

export interface SiteSettingsPanelProps {
  readonly site: SiteDocument;
  /** The site document with one setting changed, and which field changed it (for history). */
  onChange(next: SiteDocument, field: FieldEdit): void;
  pickMedia(type: MediaKind): Promise<string | null>;
  /** The site's pages, for header links and the not-found page. */
  readonly pages: readonly SitePage[];
  /** A section to bring into view (the canvas's header or footer was clicked); `at` tells one request from the next. */
  readonly focus?: { readonly section: SiteSection; readonly at: number } | null;
  /** In the studio, the artist's name and address name (issue 34, item 10), first: not in the document, the studio's Site section gives it. */
  readonly nameAndAddress?: ReactNode;
  /** In the studio, the artist's addresses (Domains, issue 31) and old addresses (Redirects, issue 39), which are not in the document: the studio's Site section gives them. */
  readonly addresses?: ReactNode;
}

/**
 * What every page of the site shares (SPEC §2, §3): the theme, the social links and the header
 * links, and the page shown where none answers; and what the host adds, the name first (`nameAndAddress`) and the domains last (`addresses`).
 */
export function SiteSettingsPanel({
  site,
  onChange,
  pickMedia,
  pages,
  focus = null,
  nameAndAddress = null,
  addresses = null,
}: SiteSettingsPanelProps) {
  const settings = site.settings ?? {};
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    const section = panel.current?.querySelector<HTMLElement>(`[data-site-section="${focus.section}"]`);
    section?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    section?.querySelector<HTMLElement>("h3")?.focus();
  }, [focus]);
  const setSettings = (patch: Partial<ThemeSettings>, field: FieldEdit) => onChange(editSiteSettings(site, patch), field);
  return (
    <div className="site-settings" ref={panel}>
      <h2 className="settings-panel__title">Site settings</h2>
      {nameAndAddress}
      <ThemeSection
        site={site}
        pickMedia={pickMedia}
        onSettings={setSettings}
        onTheme={(theme, field) => onChange(chooseSiteTheme(site, theme), field)}
        onFont={(role, font, field) => onChange(chooseSiteFont(site, role, font), field)}
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
      <SearchDefaultsSection seo={site.seo} pickMedia={pickMedia} onChange={(patch, field) => onChange(editSiteSeo(site, patch), field)} />
      {addresses}
      <NotFoundPageSection
        value={site.notFoundPage}
        pages={pages}
        onChange={(path) => onChange(chooseNotFoundPage(site, path), { key: "notFoundPage", kind: "choice" })}
      />
    </div>
  );
}
