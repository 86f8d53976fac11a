/**
 * How wide covers show (`sizes`, kept beside music.css.ts's layout): so each browser asks for the
 * smallest photo that fills a cover at its screen's density.
 */

/** A card in the music and merch grids: two columns on phones, up to four on wide screens. */
export const CARD_COVER_SIZES = "(max-width: 40rem) 50vw, (max-width: 64rem) 33vw, 25vw";

/** The cover of a release's or a product's own page: the screen's width on phones, at most 32rem. */
export const DETAIL_COVER_SIZES = "(max-width: 34rem) 100vw, 32rem";
