import { useId, useState } from "react";
import { SITE_SCREENS } from "../../schema/rules/sitePaths";
import type { HeaderLink } from "../../schema/site";
import { describedBy, fieldIds } from "./Field";
import type { SitePage } from "./types";
import { useDraft } from "./useDraft";
import { isAcceptedSiteLink, normalizeLink, SITE_LINK_MESSAGE } from "./validation";

export interface LinkFieldProps {
  readonly label: string;
  readonly value: string | undefined;
  onChange(value: string | undefined): void;
  /** The site's pages: a link to one is its path. */
  readonly pages: readonly SitePage[];
  /** The site's configured (header) links. */
  readonly links: readonly HeaderLink[];
  readonly maxLength?: number;
}

const NEW_LINK = "https://";

type Target = "none" | "external" | `screen:${number}` | `page:${number}` | `link:${number}`;

/** Which choice a stored link stands for: a screen of the site, one of the pages, one of the configured links, or an external address. */
function targetOf(value: string | undefined, pages: readonly SitePage[], links: readonly HeaderLink[]): Target {
  if (!value) return "none";
  const screen = SITE_SCREENS.findIndex((candidate) => candidate.path === value);
  if (screen !== -1) return `screen:${screen}`;
  const page = pages.findIndex((candidate) => candidate.path === value);
  if (page !== -1) return `page:${page}`;
  const link = links.findIndex((candidate) => candidate.href === value);
  if (link !== -1) return `link:${link}`;
  return "external";
}

/**
 * Each place once in the list: a page at a screen's path, and a configured link to a screen, a page
 * or the same address as an earlier link, are left out (choosing either would store the same link,
 * shown as the first). Their indexes stay those of the site's lists.
 */
function distinctTargets(pages: readonly SitePage[], links: readonly HeaderLink[]) {
  const seen = new Set<string>(SITE_SCREENS.map((screen) => screen.path));
  const shownPages = pages.flatMap((page, index) => (seen.has(page.path) ? [] : [{ page, index }]));
  for (const page of pages) seen.add(page.path);
  const shownLinks = links.flatMap((link, index) => {
    if (seen.has(link.href)) return [];
    seen.add(link.href);
    return [{ link, index }];
  });
  return { shownPages, shownLinks };
}

function hrefOf(target: Target, pages: readonly SitePage[], links: readonly HeaderLink[]): string | undefined {
  const [kind, index] = target.split(":");
  if (kind === "screen") return SITE_SCREENS[Number(index)]?.path;
  if (kind === "page") return pages[Number(index)]?.path;
  if (kind === "link") return links[Number(index)]?.href;
  return undefined;
}

/**
 * Where a link goes: one of the site's screens (Music, Members, …), one of its pages, one of its
 * configured links, or a typed address. A typed address is sent only when SPEC §5 accepts it
 * (exactly `https://`, a web or e-mail address) or it is a path of this site; otherwise it stays in
 * the field with its message.
 */
export function LinkField({ label, value, onChange, pages, links, maxLength = 2048 }: LinkFieldProps) {
  const id = useId();
  const urlId = `${id}-url`;
  const stored = targetOf(value, pages, links);
  // While an address is being typed, "External URL" stays chosen (even for an address that is also a
  // configured link, or none yet), as long as the link is still the one this field last sent.
  const [typingFor, setTypingFor] = useState<string | null>(null);
  const target: Target = typingFor !== null && typingFor === (value ?? "") ? "external" : stored;
  const { draft, setDraft } = useDraft(target === "external" ? (value ?? "") : "");
  const [touched, setTouched] = useState(false);
  const { shownPages, shownLinks } = distinctTargets(pages, links);
  const invalid = draft.trim() !== "" && !isAcceptedSiteLink(draft);
  const error = target === "external" && touched && invalid ? SITE_LINK_MESSAGE : null;

  const choose = (next: Target) => {
    setTouched(false);
    if (next === "external") {
      setTypingFor(value ?? "");
      if (stored === "external") return;
      // SPEC §5: a new link starts as https://, which is accepted as it is.
      setTypingFor(NEW_LINK);
      setDraft(NEW_LINK, NEW_LINK);
      onChange(NEW_LINK);
      return;
    }
    setTypingFor(null);
    onChange(hrefOf(next, pages, links));
  };

  const type = (typed: string) => {
    const text = typed.slice(0, maxLength);
    if (text.trim() === "") {
      setTypingFor("");
      setDraft(text, "");
      onChange(undefined);
    } else if (isAcceptedSiteLink(text)) {
      const link = normalizeLink(text);
      setTypingFor(link);
      setDraft(text, link);
      onChange(link);
    } else {
      setTypingFor(value ?? "");
      setDraft(text);
    }
  };

  return (
    <div className="settings-field settings-link">
      <label className="settings-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="settings-input settings-select"
        value={target}
        onChange={(event) => choose(event.currentTarget.value as Target)}
      >
        <option value="none">No link</option>
        <optgroup label="Site screens">
          {SITE_SCREENS.map((screen, index) => (
            <option key={screen.path} value={`screen:${index}`}>
              {screen.title} ({screen.path})
            </option>
          ))}
        </optgroup>
        {shownPages.length > 0 ? (
          <optgroup label="Pages">
            {shownPages.map(({ page, index }) => (
              <option key={page.path} value={`page:${index}`}>
                {page.title} ({page.path})
              </option>
            ))}
          </optgroup>
        ) : null}
        {shownLinks.length > 0 ? (
          <optgroup label="Links">
            {shownLinks.map(({ link, index }) => (
              <option key={link.href} value={`link:${index}`}>
                {link.label} ({link.href})
              </option>
            ))}
          </optgroup>
        ) : null}
        <option value="external">External URL</option>
      </select>
      {target === "external" ? (
        <>
          <label className="settings-field__label settings-field__label--secondary" htmlFor={urlId}>
            URL
          </label>
          <input
            id={urlId}
            className="settings-input"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={draft}
            maxLength={maxLength}
            placeholder="https://"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy(urlId, null, error)}
            onChange={(event) => type(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
          />
          {error ? (
            <p className="settings-field__error" id={fieldIds(urlId).error}>
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
