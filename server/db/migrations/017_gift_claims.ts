/**
 * Gifts delivered and claimed (issue 18): a paid order's gift line gets a claim row when its email
 * goes out (the row's existence is the claim on that delivery, so it goes out once however often
 * fulfilment runs). Only the token's SHA-256 is kept, as for sessions and password links; the
 * artist is repeated here so a token is looked up within one artist's site only. A claim names the
 * fan who added the gift to their library; the gift is theirs while its order stays paid.
 */
export const giftClaims = `
CREATE TABLE gift_claims (
  order_id text NOT NULL,
  position integer NOT NULL,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  claimed_by text REFERENCES accounts(id) ON DELETE SET NULL,
  PRIMARY KEY (order_id, position),
  FOREIGN KEY (order_id, position) REFERENCES order_items (order_id, position) ON DELETE CASCADE
);
CREATE INDEX gift_claims_claimer ON gift_claims (profile_id, claimed_by);
`;
