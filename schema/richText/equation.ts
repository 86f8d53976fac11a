/**
 * An equation in rich text (SPEC §3: 'Equation (text, inline flag default false)'), in the JSON
 * shape of the Lexical Playground's EquationNode: the TeX source and whether it sits in the line
 * (`inline`) or is typeset in display mode on a line of its own. It is always an inline node of
 * its paragraph, as text is; `inline` only chooses KaTeX's display mode (SPEC §9 'display mode only
 * when not inline').
 */

/**
 * The longest TeX source one equation may hold: room for any formula a page shows, small enough
 * that typesetting it on every server render stays cheap. Its characters count towards the value's
 * total (`MAX_RICH_TEXT_CHARACTERS`), as text does.
 */
export const MAX_EQUATION_LENGTH = 2_000;

/** SPEC §3: a new equation is not inline unless asked. */
export const DEFAULT_EQUATION_INLINE = false;

export const equationNodeSchema = {
  type: "object",
  additionalProperties: false,
  // Lexical's exportJSON writes every field; `inline` is stored even when it is the default.
  required: ["equation", "inline", "type", "version"],
  properties: {
    equation: { type: "string", maxLength: MAX_EQUATION_LENGTH },
    inline: { type: "boolean" },
    type: { const: "equation" },
    version: { const: 1 },
  },
} as const;
