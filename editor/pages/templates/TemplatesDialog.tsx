import { useId, useMemo, useState } from "react";
import type { AskConfirm } from "../../../client/ui/confirmRequest";
import type { DataLoader } from "../../../runtime/dataNeeds";
import type { TemplateArtist } from "../../../runtime/templates/siteTemplate";
import { buildTemplateSite, SITE_TEMPLATES } from "../../../runtime/templates/siteTemplates";
import type { SiteTemplateId } from "../../../schema/rules/siteTemplateIds";
import { StudioDialog } from "../../shell/StudioDialog";
import { TemplatePreview } from "./TemplatePreview";

/** Done, or why not in the artist's words (absent when they chose not to go ahead). */
export type TemplateActionOutcome = { readonly ok: true } | { readonly ok: false; readonly message?: string | undefined };

export interface TemplatesDialogProps {
  /** The artist whose data fills the previews and the pages. */
  readonly artist: TemplateArtist;
  /** Writes the template over the whole site, as one change Undo takes back. */
  onApply(templateId: SiteTemplateId): Promise<TemplateActionOutcome>;
  /** Adds one of the template's pages as a new page. */
  onAddPage(templateId: SiteTemplateId, pageId: string): Promise<TemplateActionOutcome>;
  readonly confirm: AskConfirm;
  onClose(): void;
  readonly loader?: DataLoader;
}

/**
 * The starter templates (issue 39, item 4): pick one and preview any of its pages, filled with the
 * artist's name and data; then apply it to the whole site (after a confirmation; Undo takes it
 * back in one step) or add only the previewed page as a new page.
 */
export function TemplatesDialog({ artist, onApply, onAddPage, confirm, onClose, loader }: TemplatesDialogProps) {
  const [templateId, setTemplateId] = useState<SiteTemplateId>(SITE_TEMPLATES[0]?.id ?? "band");
  const [pageId, setPageId] = useState("home");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pagePickerId = useId();
  const template =
    SITE_TEMPLATES.find((candidate) => candidate.id === templateId) ?? (SITE_TEMPLATES[0] as (typeof SITE_TEMPLATES)[number]);
  const built = useMemo(() => buildTemplateSite(template, artist), [template, artist]);
  const page = built.pages.find((candidate) => candidate.id === pageId) ?? (built.pages[0] as (typeof built.pages)[number]);

  const run = async (action: () => Promise<TemplateActionOutcome>) => {
    setBusy(true);
    setMessage(null);
    const outcome = await action();
    setBusy(false);
    if (outcome.ok) onClose();
    else setMessage(outcome.message ?? null);
  };

  const applyToSite = async () => {
    const paths = built.pages.map((candidate) => candidate.path).join(", ");
    const agreed = await confirm({
      title: `Apply “${template.label}” to the whole site?`,
      message: `Its five pages take the place of your pages at ${paths}, and your header links, colours and fonts change. Your other pages stay as they are. Undo takes all of it back.`,
      confirmLabel: "Apply to the whole site",
    });
    if (agreed) await run(() => onApply(template.id));
  };

  return (
    <StudioDialog title="Start from a template" onClose={onClose} wide>
      <p className="studio-dialog__message">
        Each template is a whole site: home, about, music, tour and contact pages, with words to make your own. The previews show your name,
        music, events and membership tiers.
      </p>
      <fieldset className="studio-templates__choices">
        <legend>Template</legend>
        {SITE_TEMPLATES.map((candidate) => (
          <label key={candidate.id} className="studio-templates__choice">
            <input
              type="radio"
              name="template"
              value={candidate.id}
              checked={candidate.id === template.id}
              onChange={() => setTemplateId(candidate.id)}
            />
            <span>
              <strong>{candidate.label}</strong> {candidate.summary}
            </span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={pagePickerId}>Page to preview</label>
      <select id={pagePickerId} value={page.id} onChange={(event) => setPageId(event.target.value)}>
        {built.pages.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.title} ({candidate.path})
          </option>
        ))}
      </select>
      <TemplatePreview
        page={page}
        site={built.site}
        artistName={artist.name}
        label={`${template.label}, ${page.title} page`}
        {...(loader ? { loader } : {})}
      />
      {message ? (
        <p className="studio-field-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="studio-dialog__actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
        <button type="button" disabled={busy} onClick={() => void run(() => onAddPage(template.id, page.id))}>
          Add the {page.title} page only
        </button>
        <button type="button" className="studio-dialog__primary" disabled={busy} onClick={() => void applyToSite()}>
          Apply to the whole site
        </button>
      </div>
    </StudioDialog>
  );
}
