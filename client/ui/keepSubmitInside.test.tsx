// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InsertImageDialog } from "../../editor/richText/images/InsertImageDialog";
import { Modal as RichTextModal } from "../../editor/richText/plugins/floating/Modal";
import { InsertTableDialog } from "../../editor/richText/plugins/table/InsertTableDialog";
import { StudioDialog } from "../../editor/shell/StudioDialog";
import { Drawer } from "../../site/shell/Drawer";
import { Modal as SiteModal } from "../../site/ui/Modal";

afterEach(cleanup);

/** A form inside a dialog, with its own submit button: what the dialog's own Confirm does. */
function InnerForm({ onSubmit }: { onSubmit(): void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <button type="submit">Confirm inside</button>
    </form>
  );
}

/** The dialog rendered inside a host form (the post form around a caption), as the studio does. */
function insideHostForm(dialog: ReactNode) {
  const host = vi.fn();
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        host();
      }}
    >
      {dialog}
    </form>,
  );
  return host;
}

const DIALOGS: { name: string; dialog: (inner: ReactNode) => ReactNode }[] = [
  {
    name: "the studio's dialog",
    dialog: (inner) => (
      <StudioDialog title="Send a test" onClose={() => {}}>
        {inner}
      </StudioDialog>
    ),
  },
  {
    name: "the rich-text editor's dialog",
    dialog: (inner) => (
      <RichTextModal title="Embed" onClose={() => {}}>
        {inner}
      </RichTextModal>
    ),
  },
  {
    name: "the site's modal",
    dialog: (inner) => (
      <SiteModal open title="Gift" onClose={() => {}}>
        {inner}
      </SiteModal>
    ),
  },
  {
    name: "the site's drawer",
    dialog: (inner) => (
      <Drawer open title="Cart" onClose={() => {}}>
        {inner}
      </Drawer>
    ),
  },
];

describe("a form inside a dialog", () => {
  it.each(DIALOGS)("in $name submits itself and never the form around the dialog", ({ dialog }) => {
    const inner = vi.fn();
    const host = insideHostForm(dialog(<InnerForm onSubmit={inner} />));
    fireEvent.click(screen.getByRole("button", { name: "Confirm inside" }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(host).not.toHaveBeenCalled();
  });

  it("Confirm in a caption's Insert Table dialog inserts the table and leaves the post form alone", () => {
    const insert = vi.fn();
    const host = insideHostForm(<InsertTableDialog onInsert={insert} onClose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(insert).toHaveBeenCalledWith(5, 5);
    expect(host).not.toHaveBeenCalled();
  });

  it("Confirm in a caption's Insert Image dialog inserts the image and leaves the post form alone", () => {
    const confirm = vi.fn();
    const draft = { kind: "image", src: "https://images.example/cover.jpg", altText: "The cover", position: "left" } as const;
    const host = insideHostForm(
      <InsertImageDialog draft={draft} onDraft={() => {}} onConfirm={confirm} onClose={() => {}} onPick={null} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(host).not.toHaveBeenCalled();
  });
});
