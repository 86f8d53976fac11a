/** What the Emails section shows: the drafts, edited; or the newsletters sent and scheduled, read-only (issue 19). */
export type EmailTab = "drafts" | "sent";

/** The switch between the drafts and the newsletters, above the section's list. */
export function EmailTabs({ showing, onShow }: { readonly showing: EmailTab; onShow(tab: EmailTab): void }) {
  return (
    <fieldset className="email-tabs">
      <legend className="studio-visually-hidden">Emails to show</legend>
      <button type="button" aria-pressed={showing === "drafts"} onClick={() => onShow("drafts")}>
        Drafts
      </button>
      <button type="button" aria-pressed={showing === "sent"} onClick={() => onShow("sent")}>
        Sent
      </button>
    </fieldset>
  );
}
