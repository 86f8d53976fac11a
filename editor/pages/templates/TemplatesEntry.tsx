import { useState } from "react";
import type { AskConfirm } from "../../../client/ui/confirmRequest";
import { TemplatesDialog } from "./TemplatesDialog";
import type { SiteTemplates } from "./useSiteTemplates";

/** The Pages column's way to the starter templates: a button opening their dialog. */
export function TemplatesEntry({ templates, confirm }: { readonly templates: SiteTemplates; readonly confirm: AskConfirm }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="studio-pages__templates" onClick={() => setOpen(true)}>
        Templates
      </button>
      {open ? (
        <TemplatesDialog
          artist={templates.artist}
          onApply={templates.apply}
          onAddPage={templates.addPage}
          confirm={confirm}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
