import { siteBlocks } from "../../blocks/registry";
import { linkTreeCss } from "../../blocks/themes/LinkTreeFrame";
import { documentStylesheet } from "../../runtime/stylesheet";
import { adminCss } from "./admin.css";
import { canvasCss } from "./canvas.css";
import { codeSheetCss } from "./codeSheet.css";
import { frameCss } from "./frame.css";
import { panelsCss } from "./panels.css";
import { studioCss } from "./studio.css";
import { workspaceCss } from "./workspace.css";

/** The studio's stylesheet: the blocks' (the canvas shows them as fans see them) and the studio's own. */
export function studioStylesheet(): string {
  return [
    documentStylesheet(siteBlocks),
    linkTreeCss,
    studioCss,
    frameCss,
    workspaceCss,
    panelsCss,
    canvasCss,
    adminCss,
    codeSheetCss,
  ].join("\n");
}
