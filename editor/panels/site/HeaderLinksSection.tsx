import { useId } from "react";
import type { SitePage } from "../../../blocks/settings/types";
import { type HeaderLink, themeSettingsSchema } from "../../../schema/site";
import { LinkListEditor } from "./LinkListEditor";
import { HeaderLinkForm } from "./linkForms";

const MAX_LINKS = themeSettingsSchema.properties.headerLinks.maxItems;

const nameOf = (link: HeaderLink) => `${link.label} ${link.href}`;

/** The site's header links (SPEC §2): a page or an external URL with a label; add, edit, delete, reorder. They apply to every page. */
export function HeaderLinksSection({
  links,
  pages,
  onChange,
}: {
  readonly links: readonly HeaderLink[];
  readonly pages: readonly SitePage[];
  onChange(next: HeaderLink[]): void;
}) {
  const headingId = useId();
  const pageTitle = (href: string) => pages.find((page) => page.path === href)?.title;
  return (
    <section className="site-settings__section" aria-labelledby={headingId} data-site-section="header-links">
      <h3 className="site-settings__heading" id={headingId} tabIndex={-1}>
        Header links
      </h3>
      <p className="site-settings__note">This settings applies to all pages.</p>
      <LinkListEditor
        label="Header links"
        emptyText="No header links added yet"
        items={links}
        itemName={nameOf}
        summary={(link) => {
          const title = pageTitle(link.href);
          return { title: link.label, detail: title ? `${title} (${link.href})` : link.href };
        }}
        editForm={(link, save, cancel) => (
          <HeaderLinkForm initial={link} pages={pages} submitLabel="Save" onCancel={cancel} onSubmit={save} />
        )}
        onChange={onChange}
      />
      <HeaderLinkForm
        pages={pages}
        submitLabel="Add header link"
        blocked={links.length >= MAX_LINKS ? `Up to ${MAX_LINKS} header links.` : null}
        onSubmit={(link) => onChange([...links, link])}
      />
    </section>
  );
}
