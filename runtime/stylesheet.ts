import { type BlockViewRegistry, registryCss } from "./blockRegistry";
import { DOCUMENT_CSS } from "./breakpoints";

/** The CSS a rendered document needs: the interpreter's own and every block's. */
export function documentStylesheet(registry: BlockViewRegistry): string {
  return `${DOCUMENT_CSS}\n${registryCss(registry)}`;
}
