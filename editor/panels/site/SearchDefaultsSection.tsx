import { MediaField, TextAreaField } from "../../../blocks/settings";
import type { FieldEdit, MediaKind } from "../../../blocks/settings/types";
import { type SiteSeo, siteDocumentSchema } from "../../../schema/site";
import { SiteSettingsSection } from "./SiteSettingsSection";

const { description } = siteDocumentSchema.properties.seo.properties;

export interface SearchDefaultsSectionProps {
  readonly seo: SiteSeo | undefined;
  onChange(patch: Partial<SiteSeo>, field: FieldEdit): void;
  pickMedia(type: MediaKind): Promise<string | null>;
}

/** Site settings › Search and social (issue 39, item 6): what a page that says nothing of its own shows in search results and social cards. */
export function SearchDefaultsSection({ seo, onChange, pickMedia }: SearchDefaultsSectionProps) {
  return (
    <SiteSettingsSection title="Search and social" name="search">
      <TextAreaField
        label="Site description"
        value={seo?.description}
        maxLength={description.maxLength}
        emptyAsUndefined
        hint="Shown for every page without a description of its own (Page settings)."
        onChange={(value) => onChange({ description: value }, { key: "seo.description", kind: "text" })}
      />
      <MediaField
        label="Site social image"
        type="image"
        value={seo?.image}
        pickMedia={pickMedia}
        hint="Shown when a page without its own is shared; the logo when none is chosen."
        onChange={(value) => onChange({ image: value }, { key: "seo.image", kind: "choice" })}
      />
    </SiteSettingsSection>
  );
}
