import fc from "fast-check";

/**
 * TeX an equation may hold, for the rich-text generator: what KaTeX typesets with spans, SVG and
 * MathML (a fraction, a root, a matrix, braces, arrows, a strike, colour, text), sources it cannot
 * read (shown in red), commands a trusting KaTeX would turn into links, classes or images, and
 * markup characters; plus random text, most of which KaTeX reads and some of which it refuses.
 */
export const EQUATION_SOURCES: readonly string[] = [
  "x^2",
  "\\frac{a}{b}",
  "\\sqrt{x^2+1}",
  "\\sqrt[3]{\\frac{1}{2}}",
  "\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}",
  "\\overbrace{a+b}^{n}",
  "\\xrightarrow{f}",
  "\\cancel{x}+\\bcancel{y}",
  "\\color{#1c1d29}{c}\\textcolor{red}{r}",
  "\\text{漢字 é 🎸}",
  "\\left(\\sum_{i=1}^{n} i\\right)",
  "\\fbox{a}",
  "\\int_0^\\infty e^{-x}\\,dx",
  "\\frac{",
  "\\undefinedcommand",
  "\\href{javascript:alert(1)}{x}",
  "\\url{javascript:alert(1)}",
  "\\htmlClass{bl-rt-evil}{x}",
  "\\htmlStyle{background:url(https://evil.example)}{x}",
  "\\includegraphics{https://evil.example/x.png}",
  "\\def\\a{\\a}\\a",
  "\\rule{500em}{500em}",
  'a < b & "c" \' </span><script>',
  "",
];

const sourceCharacters = fc.constantFrom(..."abxy012^_{}\\+-=<>&\"'/é漢🎸 \n".split(/(?:)/u));

export const equationSourceArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EQUATION_SOURCES) },
  { weight: 1, arbitrary: fc.array(sourceCharacters, { maxLength: 12 }).map((parts) => parts.join("")) },
);

/** An equation node as Lexical writes it. */
export const equationNodeArbitrary = fc.record({
  equation: equationSourceArbitrary,
  inline: fc.boolean(),
  type: fc.constant("equation" as const),
  version: fc.constant(1 as const),
});
