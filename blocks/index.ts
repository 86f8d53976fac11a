export { buttonBlock } from "./button";
export { containerBlock } from "./container";
export { siteBlocks } from "./registry";
export { textBlock } from "./text";
