import { describe, expect, it } from "vitest";
import { CONGRATULATION_WORDS, findKeyword } from "./keywords";

/** The matched text, or null: easier to read in a failure than offsets. */
function matchedText(text: string): string | null {
  const match = findKeyword(text);
  return match ? text.slice(match.start, match.end) : null;
}

describe("CONGRATULATION_WORDS", () => {
  it("covers at least 25 languages, each with a word", () => {
    const languages = Object.entries(CONGRATULATION_WORDS);
    expect(languages.length).toBeGreaterThanOrEqual(25);
    expect(languages.filter(([, words]) => words.length === 0)).toEqual([]);
  });

  it("has the words the SPEC names", () => {
    const words = Object.values(CONGRATULATION_WORDS).flat();
    for (const word of ["congrats", "congratulations", "felicitaciones", "félicitations", "glückwunsch", "parabéns", "поздравляю"])
      expect(words).toContain(word);
    for (const word of ["恭喜", "おめでとう", "축하해", "mazel tov", "gefeliciteerd", "complimenti", "tebrikler", "gratulacje"])
      expect(words).toContain(word);
  });
});

describe("findKeyword", () => {
  it("gives the offsets of the word, end exclusive", () => {
    expect(findKeyword("Big congrats!")).toEqual({ start: 4, end: 12 });
    expect(findKeyword("congrats")).toEqual({ start: 0, end: 8 });
  });

  it("finds every listed word standing alone in a sentence", () => {
    const missed = Object.values(CONGRATULATION_WORDS)
      .flat()
      .filter((word) => {
        const text = `Oh, ${word}! `;
        return JSON.stringify(findKeyword(text)) !== JSON.stringify({ start: 4, end: 4 + word.length });
      });
    expect(missed).toEqual([]);
  });

  it.each([
    ["Congratulations on the new album", "Congratulations"],
    ["¡Felicitaciones, Ana!", "Felicitaciones"],
    ["Toutes mes félicitations.", "félicitations"],
    ["Herzlichen Glückwunsch zum Konzert", "Glückwunsch"],
    ["Parabéns pelo show", "Parabéns"],
    ["Поздравляю с релизом", "Поздравляю"],
    ["Gefeliciteerd met je verjaardag", "Gefeliciteerd"],
    ["Complimenti davvero", "Complimenti"],
    ["Çok tebrikler", "tebrikler"],
    ["Serdeczne gratulacje", "gratulacje"],
    ["Mazel tov to you both", "Mazel tov"],
    ["Mazel-tov!", "Mazel-tov"],
    ["συγχαρητήρια!", "συγχαρητήρια"],
    ["ΣΥΓΧΑΡΗΤΗΡΙΑ", "ΣΥΓΧΑΡΗΤΗΡΙΑ"],
    ["ألف مبروك", "مبروك"],
    ["מזל טוב!", "מזל טוב"],
    ["बधाई हो!", "बधाई हो"],
    ["Chúc mừng sinh nhật", "Chúc mừng"],
  ])("finds the whole word in %j", (text, word) => {
    expect(matchedText(text)).toBe(word);
  });

  it("ignores case", () => {
    expect(matchedText("CONGRATS")).toBe("CONGRATS");
    expect(matchedText("GLÜCKWUNSCH")).toBe("GLÜCKWUNSCH");
    expect(matchedText("ПОЗДРАВЛЯЮ")).toBe("ПОЗДРАВЛЯЮ");
  });

  it("finds a word typed with combining accents (e + ´)", () => {
    const decomposed = "Félicitations".normalize("NFD");
    expect(matchedText(`Mes ${decomposed}`)).toBe(decomposed);
  });

  it.each([
    "congratsville",
    "uncongratulated",
    "Preconcongrats",
    "Glückwunschkarte",
    "parabénsx",
    "tebriklerimizi",
    "поздравляющий",
    "congrats_2024",
    "mazel tova",
  ])("does not match inside the word %j", (text) => {
    expect(findKeyword(text)).toBeNull();
  });

  it("matches Chinese, Japanese, Korean and Thai words where they stand, with no spaces around them", () => {
    expect(matchedText("恭喜你们发行新专辑")).toBe("恭喜");
    expect(matchedText("新曲リリースおめでとうございます")).toBe("おめでとう");
    expect(matchedText("앨범 발매 축하해요")).toBe("축하해");
    expect(matchedText("ขอแสดงความยินดีด้วยนะ")).toBe("ยินดีด้วย");
  });

  it("gives the first of several words", () => {
    expect(findKeyword("Well, gratulacje and congrats")).toEqual({ start: 6, end: 16 });
    expect(matchedText("congratsville, then felicidades")).toBe("felicidades");
  });

  it("gives null when there is none", () => {
    expect(findKeyword("")).toBeNull();
    expect(findKeyword("See you at the show")).toBeNull();
  });
});
