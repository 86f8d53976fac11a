import { useId, useState } from "react";
import { socialLabel } from "../../../blocks/hero/SocialIcon";
import { type SocialLink, themeSettingsSchema } from "../../../schema/site";
import { SocialLinkForm } from "./linkForms";
import { moveItem, SortableList } from "./SortableList";

const MAX_LINKS = themeSettingsSchema.properties.socialLinks.maxItems;

const nameOf = (link: SocialLink) => `${socialLabel(link.icon)} ${link.href}`;

/** The site's social links (SPEC §2): platform and URL; add, edit, delete, drag or move to reorder. */
export function SocialLinksSection({ links, onChange }: { readonly links: readonly SocialLink[]; onChange(next: SocialLink[]): void }) {
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section className="site-settings__section" aria-labelledby={headingId}>
      <h3 className="site-settings__heading" id={headingId}>
        Social links
      </h3>
      {links.length === 0 ? (
        <p className="site-settings__empty">No social links added yet</p>
      ) : (
        <SortableList
          label="Social links"
          items={links}
          itemName={nameOf}
          onMove={(from, to) => {
            setEditing(null);
            onChange(moveItem(links, from, to));
          }}
          renderItem={(link, index) =>
            editing === index ? (
              <SocialLinkForm
                initial={link}
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
                  <strong>{socialLabel(link.icon)}</strong>
                  <span className="site-link__href">{link.href}</span>
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
      <SocialLinkForm
        submitLabel="Add social link"
        blocked={links.length >= MAX_LINKS ? `Up to ${MAX_LINKS} social links.` : null}
        onSubmit={(link) => onChange([...links, link])}
      />
    </section>
  );
}
