import { siteBlocks } from "../../blocks/registry";
import { linkTreeCss } from "../../blocks/themes/LinkTreeFrame";
import { documentStylesheet } from "../../runtime/stylesheet";
import { uiCss } from "../ui/ui.css";
import { accountCss } from "./account.css";
import { baseCss } from "./base.css";
import { checkoutCss } from "./checkout.css";
import { feedsCss } from "./feeds.css";
import { membersCss } from "./members.css";
import { merchCss } from "./merch.css";
import { musicCss } from "./music.css";
import { playerCss } from "./player.css";
import { shellCss } from "./shell.css";

/** The site's whole stylesheet: every block's, then the site's own. The server serves it as one cacheable file. */
export function siteStylesheet(): string {
  return [
    documentStylesheet(siteBlocks),
    linkTreeCss,
    baseCss,
    uiCss,
    shellCss,
    musicCss,
    merchCss,
    membersCss,
    playerCss,
    accountCss,
    checkoutCss,
    feedsCss,
  ].join("\n");
}
