import type { CSSProperties } from "react";
import type { DocumentKind, FrameProps } from "../../editor/kinds/documentKind";
import { parseEmail } from "../../runtime/parse";
import { themeVariables } from "../../runtime/theme";
import { EMAIL_BODY_WIDTH } from "../../schema/email/blocks";
import type { EmailDocument, EmailSettings } from "../../schema/email/document";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import { emailSettingsOf } from "../export/exportEmailHtml";
import { emailBlocks, emailParsing } from "../registry";
import { EmailBlockSettings } from "./EmailBlockSettings";

/**
 * The theme's variables (`runtime/theme.ts`) from the email's settings, for its body. The canvas
 * puts the site's on its frame, and the interpreter's wrapper and the blocks read them: without
 * these an email's words take the site's text colour, white on the white body of a dark-themed
 * site (issue 34). The inverse of `settingsFromTheme`: the link colour stands for the primary, the
 * buttons' radius for the corners.
 */
function emailThemeVariables(settings: EmailSettings, background: string): CSSProperties {
  return themeVariables({
    colors: { text: settings.textColor, background, primary: settings.linkColor },
    cornerRadius: settings.buttonRadius,
    fontFamily: settings.fontFamily,
  });
}

/**
 * The email on the canvas as an inbox shows it: the backdrop around a body at most 600 px wide, in
 * the email's canvas colour, font, text and link colours, whatever the site's theme; buttons take
 * the email's corner radius.
 */
function EmailFrame({ document, children }: FrameProps<EmailDocument>) {
  const settings = emailSettingsOf(document);
  const background = document.root.props.background ?? settings.canvasColor;
  const style = {
    background: settings.backdropColor,
    padding: "24px 0",
    minHeight: "100%",
    "--bl-email-button-radius": `${settings.buttonRadius}px`,
    "--bl-email-link": settings.linkColor,
  } as CSSProperties;
  return (
    <div className="bl-email-backdrop" style={style}>
      <div
        className="bl-email-body"
        style={{
          ...emailThemeVariables(settings, background),
          maxWidth: EMAIL_BODY_WIDTH,
          margin: "0 auto",
          background,
          color: settings.textColor,
          fontFamily: settings.fontFamily,
          lineHeight: 1.5,
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** Emails, the second kind of document the editor edits (issue 16). */
export const emailKind: DocumentKind<EmailDocument> = {
  noun: "email",
  blocks: emailBlocks,
  BlockSettings: EmailBlockSettings,
  parse: (input) => parseEmail(input, { registry: emailBlocks, email: emailParsing }),
  clipboardDocument: (blocks) => ({
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "clipboard",
    title: "Copied blocks",
    root: { id: "clipboard-root", type: "Container", props: {}, children: blocks as EmailDocument["root"]["children"] },
  }),
  viewports: [
    { width: 375, name: "Mobile" },
    { width: 600, name: "Desktop" },
  ],
  emptyPrompt: "This email is empty. Drag a block here from the toolbox to start it.",
  Frame: EmailFrame,
};
