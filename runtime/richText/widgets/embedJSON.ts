import type { RichTextNodeJSON } from "../../../schema/richText/index";

// The embeds' node types on their own: the factory's widget types name them, and the embeds'
// describer (`embed.ts`) builds with that factory, so neither file can hold them for the other.

/** An embed as stored: a YouTube video, a post on X or a Figma design. */
export type EmbedJSON = RichTextNodeJSON<"youtube" | "tweet" | "figma">;
export type EmbedType = EmbedJSON["type"];
