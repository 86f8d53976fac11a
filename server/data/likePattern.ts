/**
 * `text` as a LIKE pattern (with `ESCAPE '\'`) that matches it literally anywhere: `%`, `_` and `\`
 * lose their meaning, so a search for "100%" finds "100%".
 * @example likePattern("50%_off") // "%50\\%\\_off%"
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}
