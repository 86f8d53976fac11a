import { type FormEvent, useId, useState } from "react";
import { socialLabel } from "../../../blocks/hero/SocialIcon";
import type { SitePage } from "../../../blocks/settings/types";
import { isAcceptedLink, isAcceptedSiteLink, LINK_MESSAGE, normalizeLink, SITE_LINK_MESSAGE } from "../../../blocks/settings/validation";
import { SITE_SCREENS } from "../../../schema/rules/sitePaths";
import { type HeaderLink, headerLinkSchema, SOCIAL_ICONS, type SocialIcon, type SocialLink } from "../../../schema/site";

const HREF_MAX = headerLinkSchema.properties.href.maxLength;
const LABEL_MAX = headerLinkSchema.properties.label.maxLength;

interface FormButtons {
  /** The submit button's text, such as "Add social link" or "Save". */
  readonly submitLabel: string;
  /** Shown as a Cancel button when given (editing a row). */
  readonly onCancel?: () => void;
  /** Why nothing can be added (the list is full), or null. */
  readonly blocked?: string | null;
}

function Buttons({ submitLabel, onCancel, disabled }: { submitLabel: string; onCancel?: (() => void) | undefined; disabled: boolean }) {
  return (
    <span className="site-link-form__buttons">
      <button type="submit" className="settings-button settings-button--primary" disabled={disabled}>
        {submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className="settings-button settings-button--quiet" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </span>
  );
}

function FieldError({ id, error }: { readonly id: string; readonly error: string }) {
  return (
    <p className="settings-field__error" id={`${id}-error`} role="alert">
      {error}
    </p>
  );
}

/** A link's URL, with the message that says why it was refused. */
function UrlField({
  id,
  value,
  placeholder,
  error,
  onChange,
}: {
  readonly id: string;
  readonly value: string;
  readonly placeholder: string;
  readonly error: string | null;
  onChange(value: string): void;
}) {
  return (
    <>
      <span className="settings-field">
        <label className="settings-field__label" htmlFor={`${id}-href`}>
          URL
        </label>
        <input
          id={`${id}-href`}
          className="settings-input"
          type="text"
          inputMode="url"
          spellCheck={false}
          value={value}
          maxLength={HREF_MAX}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </span>
      {error ? <FieldError id={id} error={error} /> : null}
    </>
  );
}

/** A social link being added or edited: the platform and the URL. The button is disabled while the URL is blank (SPEC §5). */
export function SocialLinkForm({
  initial,
  onSubmit,
  submitLabel,
  onCancel,
  blocked = null,
}: FormButtons & { readonly initial?: SocialLink; onSubmit(link: SocialLink): void }) {
  const id = useId();
  const [icon, setIcon] = useState<SocialIcon>(initial?.icon ?? "instagram");
  const [href, setHref] = useState(initial?.href ?? "");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!href.trim() || blocked) return;
    if (!isAcceptedLink(href)) {
      setError(LINK_MESSAGE);
      return;
    }
    onSubmit({ icon, href: normalizeLink(href) });
    if (!initial) {
      setHref("");
      setError(null);
    }
  };

  return (
    <form className="site-link-form" onSubmit={submit} aria-label={initial ? "Edit social link" : "Add a social link"}>
      <span className="settings-field">
        <label className="settings-field__label" htmlFor={`${id}-icon`}>
          Platform
        </label>
        <select
          id={`${id}-icon`}
          className="settings-input settings-select"
          value={icon}
          onChange={(event) => setIcon(event.currentTarget.value as SocialIcon)}
        >
          {SOCIAL_ICONS.map((option) => (
            <option key={option} value={option}>
              {socialLabel(option)}
            </option>
          ))}
        </select>
      </span>
      <UrlField
        id={id}
        value={href}
        placeholder="https://instagram.com/you"
        error={error}
        onChange={(value) => {
          setHref(value);
          setError(null);
        }}
      />
      {blocked ? <p className="settings-field__hint">{blocked}</p> : null}
      <Buttons submitLabel={submitLabel} onCancel={onCancel} disabled={!href.trim() || Boolean(blocked)} />
    </form>
  );
}

/** "external", or the path of one of the site's pages. */
type HeaderTarget = "external" | `page:${string}`;

/**
 * A header link being added or edited: one of the site's screens (Music, Members, …), one of the
 * artist's pages, or a URL (an external address or a path of this site), and its label. The
 * button is disabled while the URL or the label is blank (SPEC §5).
 */
export function HeaderLinkForm({
  initial,
  pages,
  onSubmit,
  submitLabel,
  onCancel,
  blocked = null,
}: FormButtons & { readonly initial?: HeaderLink; readonly pages: readonly SitePage[]; onSubmit(link: HeaderLink): void }) {
  const id = useId();
  const targets = [...SITE_SCREENS, ...pages.filter((page) => !SITE_SCREENS.some((screen) => screen.path === page.path))];
  const initialPage = initial ? targets.find((page) => page.path === initial.href) : undefined;
  const [target, setTarget] = useState<HeaderTarget>(initialPage ? `page:${initialPage.path}` : "external");
  const [url, setUrl] = useState(initial && !initialPage ? initial.href : "");
  const [label, setLabel] = useState(initial?.label ?? "");
  const [error, setError] = useState<string | null>(null);
  const href = target === "external" ? url : target.slice("page:".length);

  const choose = (next: HeaderTarget) => {
    setTarget(next);
    setError(null);
    const page = targets.find((candidate) => `page:${candidate.path}` === next);
    // A page's title is a good first label.
    if (page && !label.trim()) setLabel(page.title.slice(0, LABEL_MAX));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!href.trim() || !label.trim() || blocked) return;
    if (target === "external" && !isAcceptedSiteLink(href)) {
      setError(SITE_LINK_MESSAGE);
      return;
    }
    onSubmit({ href: target === "external" ? normalizeLink(href) : href, label: label.trim() });
    if (!initial) {
      setUrl("");
      setLabel("");
      setTarget("external");
      setError(null);
    }
  };

  return (
    <form className="site-link-form" onSubmit={submit} aria-label={initial ? "Edit header link" : "Add a header link"}>
      <span className="settings-field">
        <label className="settings-field__label" htmlFor={`${id}-target`}>
          Link to
        </label>
        <select
          id={`${id}-target`}
          className="settings-input settings-select"
          value={target}
          onChange={(event) => choose(event.currentTarget.value as HeaderTarget)}
        >
          <option value="external">External URL</option>
          <optgroup label="Site screens">
            {SITE_SCREENS.map((screen) => (
              <option key={screen.path} value={`page:${screen.path}`}>
                {screen.title} ({screen.path})
              </option>
            ))}
          </optgroup>
          {targets.length > SITE_SCREENS.length ? (
            <optgroup label="Pages">
              {targets.slice(SITE_SCREENS.length).map((page) => (
                <option key={page.path} value={`page:${page.path}`}>
                  {page.title} ({page.path})
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </span>
      {target === "external" ? (
        <UrlField
          id={id}
          value={url}
          placeholder="https://"
          error={error}
          onChange={(value) => {
            setUrl(value);
            setError(null);
          }}
        />
      ) : error ? (
        <FieldError id={id} error={error} />
      ) : null}
      <span className="settings-field">
        <label className="settings-field__label" htmlFor={`${id}-label`}>
          Label
        </label>
        <input
          id={`${id}-label`}
          className="settings-input"
          type="text"
          value={label}
          maxLength={LABEL_MAX}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
      </span>
      {blocked ? <p className="settings-field__hint">{blocked}</p> : null}
      <Buttons submitLabel={submitLabel} onCancel={onCancel} disabled={!href.trim() || !label.trim() || Boolean(blocked)} />
    </form>
  );
}
