export { buttonBlock } from "./button";
export { containerBlock } from "./container";
export { featuredMusicBlock } from "./featuredMusic";
export { heroBlock } from "./hero";
export { membershipSectionBlock } from "./membershipSection";
export { siteBlocks } from "./registry";
export { textBlock } from "./text";
export { upcomingEventsBlock } from "./upcomingEvents";
