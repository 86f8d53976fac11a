/** The Featured Merch block: the Featured Music block's grid and cards, with a 'Sold out' badge on the picture. */
export const featuredMerchCss = `
.bl-featured-merch .bl-merch-card__picture { position: relative; display: block; }
.bl-featured-merch .bl-merch-card__sold-out { position: absolute; top: 0.5rem; left: 0.5rem; padding: 0.2rem 0.6rem; border-radius: 999px; background: rgba(0, 0, 0, 0.75); color: #fff; font-size: 0.8rem; font-weight: 700; }
`;
