import { useId } from "react";
import { socialLabel } from "../../../blocks/hero/SocialIcon";
import { type SocialLink, themeSettingsSchema } from "../../../schema/site";
import { LinkListEditor } from "./LinkListEditor";
import { SocialLinkForm } from "./linkForms";

const MAX_LINKS = themeSettingsSchema.properties.socialLinks.maxItems;

const nameOf = (link: SocialLink) => `${socialLabel(link.icon)} ${link.href}`;

/** The site's social links (SPEC §2): platform and URL; add, edit, delete, drag or move to reorder. */
export function SocialLinksSection({ links, onChange }: { readonly links: readonly SocialLink[]; onChange(next: SocialLink[]): void }) {
  const headingId = useId();
  return (
    <section className="site-settings__section" aria-labelledby={headingId} data-site-section="social-links">
      <h3 className="site-settings__heading" id={headingId} tabIndex={-1}>
        Social links
      </h3>
      <LinkListEditor
        label="Social links"
        emptyText="No social links added yet"
        items={links}
        itemName={nameOf}
        summary={(link) => ({ title: socialLabel(link.icon), detail: link.href })}
        editForm={(link, save, cancel) => <SocialLinkForm initial={link} submitLabel="Save" onCancel={cancel} onSubmit={save} />}
        onChange={onChange}
      />
      <SocialLinkForm
        submitLabel="Add social link"
        blocked={links.length >= MAX_LINKS ? `Up to ${MAX_LINKS} social links.` : null}
        onSubmit={(link) => onChange([...links, link])}
      />
    </section>
  );
}
