import { fireEvent, screen, within } from "@testing-library/react";

/**
 * Answers the studio's confirmation dialog (`useConfirmDialog`) as the artist does: finds the open
 * dialog titled `title` showing `message` (failing when there is none), clicks its `button`
 * ("Cancel" to say no) and returns the dialog.
 *
 * @example
 * fireEvent.click(screen.getByRole("button", { name: "Delete Beta" }));
 * await answerConfirm({ title: "Delete this release?", message: 'Delete "Beta"? …', button: "Delete release" });
 */
export async function answerConfirm({ title, message, button }: { title: string; message: string; button: string }): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", { name: title });
  within(dialog).getByText(message);
  fireEvent.click(within(dialog).getByRole("button", { name: button }));
  return dialog;
}
