/** How many names the at-sign picker shows (SPEC: "mention results 5"). */
export const MENTION_RESULTS = 5;

/** The longest query after `@` that is still looked up (SPEC: "Mention query up to 75 characters after @"). */
export const MENTION_QUERY_MAX = 75;

/** How long the simulated lookup takes (SPEC: "mention delay 500 ms"). */
export const MENTION_DELAY_MS = 500;

/**
 * Where the mention picker finds names: a port, so that a real directory can replace the local list
 * without the picker changing.
 */
export interface MentionSource {
  /**
   * The names matching `query`, at most `MENTION_RESULTS`. Rejects with the signal's reason (an
   * `AbortError` by default) when `signal` aborts first, so a stale lookup never fills the picker.
   */
  search(query: string, signal?: AbortSignal): Promise<string[]>;
}

/** The fixed list the email editor's mention search runs over (SPEC: no network calls): musicians from many places and times. */
export const MENTION_NAMES: readonly string[] = [
  "A. R. Rahman",
  "Ali Farka Touré",
  "Amadou Bagayoko",
  "Ángel Parra",
  "Angélique Kidjo",
  "Anna Maria Jopek",
  "Anouar Brahem",
  "Anoushka Shankar",
  "Aretha Franklin",
  "Arvo Pärt",
  "Asha Bhosle",
  "Astor Piazzolla",
  "Babatunde Olatunji",
  "Bebel Gilberto",
  "Billie Holiday",
  "Björk Guðmundsdóttir",
  "Bob Marley",
  "Buika",
  "Caetano Veloso",
  "Camarón de la Isla",
  "Carlos Gardel",
  "Cesária Évora",
  "Chavela Vargas",
  "Chick Corea",
  "Cho Yong-pil",
  "Cui Jian",
  "Dave Brubeck",
  "Dhafer Youssef",
  "Dolly Parton",
  "Edith Piaf",
  "Ella Fitzgerald",
  "Esperanza Spalding",
  "Fairuz",
  "Fela Kuti",
  "Franco Luambo",
  "Gilberto Gil",
  "Gong Linna",
  "Googoosh",
  "Goran Bregović",
  "Hiromi Uehara",
  "Hugh Masekela",
  "Ibrahim Ag Alhabib",
  "Ibrahim Ferrer",
  "Ibrahim Maalouf",
  "Ismaël Lô",
  "Jacob Collier",
  "Jacques Brel",
  "João Gilberto",
  "Joni Mitchell",
  "Jorge Ben Jor",
  "Kamasi Washington",
  "Kayhan Kalhor",
  "Ketil Bjørnstad",
  "Kimiko Itō",
  "Kyu Sakamoto",
  "Lata Mangeshkar",
  "Lee Hi",
  "Lhasa de Sela",
  "Lila Downs",
  "Manu Chao",
  "Marisa Monte",
  "Mariza",
  "Mercedes Sosa",
  "Miles Davis",
  "Milton Nascimento",
  "Miriam Makeba",
  "Mohammad-Reza Shajarian",
  "Mulatu Astatke",
  "Natalia Lafourcade",
  "Nils Frahm",
  "Nina Simone",
  "Nusrat Fateh Ali Khan",
  "Ólafur Arnalds",
  "Omara Portuondo",
  "Oumou Sangaré",
  "Paco de Lucía",
  "Rabih Abou-Khalil",
  "Ravi Shankar",
  "Rhiannon Giddens",
  "Rokia Traoré",
  "Rosalía Vila",
  "Ryuichi Sakamoto",
  "Salif Keita",
  "Sezen Aksu",
  "Silvio Rodríguez",
  "Sona Jobarteh",
  "Stromae",
  "Sun Ra",
  "Susana Baca",
  "Teresa Teng",
  "Thelonious Monk",
  "Tigran Hamasyan",
  "Toumani Diabaté",
  "Umm Kulthum",
  "Utada Hikaru",
  "Vijay Iyer",
  "Violeta Parra",
  "Wayne Shorter",
  "Włodek Pawlik",
  "Wu Man",
  "Yo-Yo Ma",
  "Youssou N'Dour",
  "Zakir Hussain",
  "Zhou Xuan",
  "Zucchero Fornaciari",
];

/** Lowercased and without accents, so that "bjork" finds "Björk" and "CESARIA" finds "Cesária". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException("The mention search was aborted.", "AbortError");
}

/**
 * A `MentionSource` over a fixed list, answering after `delayMs` as a remote directory would (SPEC:
 * "mention search is simulated locally with a 500 ms delay"): the first `MENTION_RESULTS` names that
 * contain the query, ignoring case and accents, in the list's order. A query longer than
 * `MENTION_QUERY_MAX` gives none at once; an aborted search clears its timer and rejects.
 *
 * @example
 * const controller = new AbortController();
 * const names = await createLocalMentionSource().search("kidjo", controller.signal); // ["Angélique Kidjo"]
 */
export function createLocalMentionSource(names: readonly string[] = MENTION_NAMES, delayMs = MENTION_DELAY_MS): MentionSource {
  const index = names.map((name) => ({ name, key: folded(name) }));
  const matching = (needle: string): string[] => {
    const found: string[] = [];
    for (const { name, key } of index) {
      if (found.length === MENTION_RESULTS) break;
      if (key.includes(needle)) found.push(name);
    }
    return found;
  };
  return {
    search(query, signal) {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      if (query.length > MENTION_QUERY_MAX) return Promise.resolve([]);
      const needle = folded(query);
      return new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          signal?.removeEventListener("abort", onAbort);
          resolve(matching(needle));
        }, delayMs);
        const onAbort = () => {
          clearTimeout(timer);
          reject(abortReason(signal));
        };
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
  };
}
