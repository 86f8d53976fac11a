import { useId, useState } from "react";
import type { SitePage } from "../../../blocks/settings/types";
import { type HeaderLink, themeSettingsSchema } from "../../../schema/site";
import { HeaderLinkForm } from "./linkForms";
import { moveItem, SortableList } from "./SortableList";

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
  const [editing, setEditing] = useState<number | null>(null);
  const pageTitle = (href: string) => pages.find((page) => page.path === href)?.title;
  return (
    <section className="site-settings__section" aria-labelledby={headingId}>
      <h3 className="site-settings__heading" id={headingId}>
        Header links
      </h3>
      <p className="site-settings__note">This settings applies to all pages.</p>
      {links.length === 0 ? (
        <p className="site-settings__empty">No header links added yet</p>
      ) : (
        <SortableList
          label="Header links"
          items={links}
          itemName={nameOf}
          onMove={(from, to) => {
            setEditing(null);
            onChange(moveItem(links, from, to));
          }}
          renderItem={(link, index) =>
            editing === index ? (
              <HeaderLinkForm
                initial={link}
                pages={pages}
                submitLabel="Save"
                onCancel={() => setEditing(null)}
                onSubmit={(next) => {
                  setEditing(null);
                  onChange(links.map((candidate, i) => (i === index ? next : candidate)));
                }}
              />
            ) : (
              <span className="site-link">
                <span className="site-link__text">
                  <strong>{link.label}</strong>
                  <span className="site-link__href">{pageTitle(link.href) ? `${pageTitle(link.href)} (${link.href})` : link.href}</span>
                </span>
                <button
                  type="button"
                  className="settings-button settings-button--quiet"
                  aria-label={`Edit ${nameOf(link)}`}
                  onClick={() => setEditing(index)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="settings-button settings-button--quiet settings-button--danger"
                  aria-label={`Delete ${nameOf(link)}`}
                  onClick={() => {
                    setEditing(null);
                    onChange(links.filter((_, i) => i !== index));
                  }}
                >
                  Delete
                </button>
              </span>
            )
          }
        />
      )}
      <HeaderLinkForm
        pages={pages}
        submitLabel="Add header link"
        blocked={links.length >= MAX_LINKS ? `Up to ${MAX_LINKS} header links.` : null}
        onSubmit={(link) => onChange([...links, link])}
      />
    </section>
  );
}
