/** What the Emails section shows: the drafts, edited; the newsletters sent and scheduled, read-only (issue 19); or the welcome emails (issue 37). */
export type EmailTab = "drafts" | "sent" | "welcome";

/** The switch between the drafts, the newsletters and the welcome emails, above the section's list. */
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
      <button type="button" aria-pressed={showing === "welcome"} onClick={() => onShow("welcome")}>
        Welcome
      </button>
    </fieldset>
  );
}
