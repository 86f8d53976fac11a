/**
 * Congratulation words by language (BCP 47 tag), for keyword highlighting (SPEC: "Keyword highlighting
 * of congratulation words in many languages"). Several words of a language where they are usual, and
 * the spelling without accents where people often type it so (and Greek's, as capitals drop them).
 */
export const CONGRATULATION_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ["congrats", "congratulations", "congratulation", "congratz"],
  es: ["felicitaciones", "felicidades", "enhorabuena"],
  fr: ["félicitations", "felicitations"],
  de: ["glückwunsch", "glückwünsche", "glueckwunsch", "gratuliere"],
  pt: ["parabéns", "parabens", "felicitações"],
  it: ["complimenti", "congratulazioni", "auguri"],
  nl: ["gefeliciteerd", "proficiat"],
  ca: ["felicitats", "enhorabona"],
  ro: ["felicitări", "felicitari"],
  sv: ["grattis", "gratulerar"],
  nb: ["gratulerer"],
  da: ["tillykke"],
  is: ["til hamingju"],
  fi: ["onnittelut", "onneksi olkoon"],
  et: ["palju õnne"],
  lv: ["apsveicu"],
  lt: ["sveikinu", "sveikinimai"],
  pl: ["gratulacje", "gratuluję", "gratuluje"],
  cs: ["gratuluji", "blahopřeji", "gratulace"],
  sk: ["gratulujem", "blahoželám"],
  hu: ["gratulálok", "gratulálunk"],
  hr: ["čestitam", "cestitam", "čestitke"],
  sr: ["честитам", "čestitam"],
  bg: ["поздравления", "честито"],
  ru: ["поздравляю", "поздравляем"],
  uk: ["вітаю", "вітаємо"],
  el: ["συγχαρητήρια", "συγχαρητηρια"],
  tr: ["tebrikler", "tebrik ederim"],
  he: ["מזל טוב", "mazel tov", "mazal tov"],
  ar: ["مبروك", "تهانينا"],
  fa: ["تبریک"],
  ur: ["مبارک ہو"],
  hi: ["बधाई", "बधाई हो"],
  bn: ["অভিনন্দন"],
  ta: ["வாழ்த்துகள்", "வாழ்த்துக்கள்"],
  ka: ["გილოცავ", "გილოცავთ"],
  hy: ["շնորհավոր", "շնորհավորում եմ"],
  sw: ["hongera", "hongereni"],
  af: ["baie geluk", "veels geluk"],
  zu: ["siyakuhalalisela", "ngiyakuhalalisela"],
  ms: ["tahniah"],
  tl: ["binabati kita", "maligayang bati"],
  vi: ["chúc mừng"],
  cy: ["llongyfarchiadau"],
  ga: ["comhghairdeas"],
  eo: ["gratulon"],
  zh: ["恭喜", "祝贺", "祝賀"],
  ja: ["おめでとう", "おめでと"],
  ko: ["축하해", "축하합니다", "축하드립니다", "축하드려요"],
  th: ["ยินดีด้วย"],
};

/** Scripts written without spaces between words (or, for Hangul, with endings joined to the word): there the word itself is the match. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** A letter, mark or digit: what may not touch a word of a spaced script. */
const WORD_CHARACTER = "[\\p{L}\\p{M}\\p{N}_]";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The word as a pattern: in its composed and decomposed forms (é typed as e + ´), spaces matching any run of spaces or a hyphen. */
function wordPattern(word: string): string {
  const forms = [...new Set([word.normalize("NFC"), word.normalize("NFD")])];
  return forms.map((form) => form.split(" ").map(escapeRegExp).join("(?:\\s+|-)")).join("|");
}

function keywordPattern(): RegExp {
  // Longest first, so that where two words start at one place the longer wins ("おめでとう", not "おめでと").
  const words = [...new Set(Object.values(CONGRATULATION_WORDS).flat())].sort((a, b) => b.length - a.length);
  const spaced = words.filter((word) => !UNSPACED_SCRIPT.test(word));
  const unspaced = words.filter((word) => UNSPACED_SCRIPT.test(word));
  const alternatives = [
    `(?<!${WORD_CHARACTER})(?:${spaced.map(wordPattern).join("|")})(?!${WORD_CHARACTER})`,
    `(?:${unspaced.map(wordPattern).join("|")})`,
  ];
  return new RegExp(alternatives.join("|"), "iu");
}

const KEYWORD = keywordPattern();

/**
 * Where the first congratulation word of `text` is, as UTF-16 offsets (`end` exclusive), or null.
 * Case-insensitive; in scripts with spaces only whole words count ("congratsville" does not), in
 * Chinese, Japanese, Korean and Thai the word counts wherever it stands. The shape Lexical's text
 * entities take (`getMatch`).
 *
 * @example findKeyword("Big congrats!") // { start: 4, end: 12 }
 */
export function findKeyword(text: string): { start: number; end: number } | null {
  const match = KEYWORD.exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}
