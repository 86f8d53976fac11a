import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { vi } from "vitest";
import { type SettingsData, SettingsDataContext } from "../../editor/panels/SettingsContext";
import { resolveProps } from "../../runtime/resolveProps";
import type { EmailBlockNode, EmailBlockNodeOf, EmailBlockType, EmailDocument, ResolvedEmailPropsOf } from "../../schema/email/document";
import type { EmailBlockSettingsProps } from "../emailBlock";
import { exportEmailHtml } from "../export/exportEmailHtml";
import { exportEmailText } from "../export/exportEmailText";
import { emailBlocks } from "../registry";
import { newEmailDocument } from "../starters";

/**
 * What tests of the email blocks share (a test kit: the `Testing` suffix keeps it out of the
 * product's imports).
 */

/** The studio's data as a panel test gives it: one page to link to, a picker that picks a cover. */
export const PANEL_DATA: SettingsData = {
  pages: [{ path: "/tour", title: "Tour" }],
  links: [],
  emailLists: [],
  pickMedia: () => Promise.resolve("/media/cover.jpg"),
};

/**
 * Shows a block's settings panel for a node, its props over the defaults as the studio gives them;
 * the returned mock hears every edit. Name the type (`renderEmailPanel<"Spacer">(…)`): inferring it
 * from the panel is too deep for the compiler (TS2589).
 */
export function renderEmailPanel<T extends EmailBlockType>(Panel: ComponentType<EmailBlockSettingsProps<T>>, node: EmailBlockNodeOf<T>) {
  const onChange = vi.fn();
  const props = resolveProps(emailBlocks[node.type], node.props) as ResolvedEmailPropsOf<T>;
  render(
    <SettingsDataContext.Provider value={PANEL_DATA}>
      <Panel node={node} props={props} onChange={onChange} />
    </SettingsDataContext.Provider>,
  );
  return onChange;
}

export const SITE = "https://band.example";

/** A blank email holding these blocks. */
export function emailOf(...blocks: EmailBlockNode[]): EmailDocument {
  const email = newEmailDocument({ id: "news", title: "News", starter: "blank" });
  return { ...email, root: { ...email.root, children: blocks } };
}

/** The email's HTML. */
export const htmlOf = (...blocks: EmailBlockNode[]) => exportEmailHtml(emailOf(...blocks), { siteUrl: SITE });

/** The email's plain text. */
export const textOf = (...blocks: EmailBlockNode[]) => exportEmailText(emailOf(...blocks), { siteUrl: SITE });
