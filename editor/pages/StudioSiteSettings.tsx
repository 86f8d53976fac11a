import { useState } from "react";
import type { MediaKind, SitePage } from "../../blocks/settings/types";
import type { SiteDocument } from "../../schema/site";
import { domainsApi } from "../api/domainsApi";
import { nameAndAddressApi } from "../api/nameAndAddressApi";
import { redirectsApi } from "../api/redirectsApi";
import type { SiteSection } from "../canvas/SitePreviewChrome";
import type { SiteSession } from "../document/siteHolder";
import { SiteSettingsPanel } from "../panels/site/SiteSettingsPanel";
import { DomainsSection } from "./domains/DomainsSection";
import { NameAndAddressSection } from "./nameAndAddress/NameAndAddressSection";
import { RedirectsSection } from "./redirects/RedirectsSection";

export interface StudioSiteSettingsProps {
  readonly profileId: string;
  readonly site: SiteSession | null;
  readonly siteDocument: SiteDocument | null;
  readonly siteProblem: string | null;
  pickMedia(type: MediaKind): Promise<string | null>;
  readonly pages: readonly SitePage[];
  readonly focus: { readonly section: SiteSection; readonly at: number } | null;
  /** The artist saved a new name in Site settings › Name and address. */
  onRenamed(name: string): void;
}

/**
 * The site settings as the studio shows them: the document's settings, with what the host adds
 * around them (the name and address first; domains and redirects last), or why they are not here yet.
 */
export function StudioSiteSettings({
  profileId,
  site,
  siteDocument,
  siteProblem,
  pickMedia,
  pages,
  focus,
  onRenamed,
}: StudioSiteSettingsProps) {
  // Domains show the subdomain: a new address name loads them again.
  const [subdomain, setSubdomain] = useState<string | null>(null);
  if (!site || !siteDocument) return <p className="studio-field-error">{siteProblem ?? "Loading the site settings…"}</p>;
  return (
    <SiteSettingsPanel
      site={siteDocument}
      onChange={(next, field) => site.holder.set(next, field)}
      pickMedia={pickMedia}
      pages={pages}
      focus={focus}
      nameAndAddress={
        <NameAndAddressSection
          profileId={profileId}
          api={nameAndAddressApi}
          onSaved={(after) => {
            onRenamed(after.name);
            setSubdomain(after.subdomain);
          }}
        />
      }
      addresses={
        <>
          <DomainsSection key={subdomain} profileId={profileId} api={domainsApi} />
          <RedirectsSection profileId={profileId} api={redirectsApi} />
        </>
      }
    />
  );
}
