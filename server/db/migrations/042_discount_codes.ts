/**
 * Discount codes (issue 36, item 7). A code is stored upper-case, so one artist's codes are unique
 * whatever the letter case a fan or an artist types. A use is held by an order (or a membership's
 * checkout) from checkout on, and given back (`released_at`) when that order fails, is cancelled or
 * expires: only uses not given back count against the limit and against "one use per fan", which
 * the partial unique index holds even if two checkouts of one fan race.
 */
export const discountCodes = `
CREATE TABLE discount_codes (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code = upper(code)),
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  -- A whole percent (1 to 100), or cents.
  amount integer NOT NULL CHECK (amount > 0 AND (kind = 'fixed' OR amount <= 100)),
  applies_to text NOT NULL CHECK (applies_to IN ('store', 'products', 'merch', 'music', 'membership_first_period')),
  product_ids text[] NOT NULL DEFAULT '{}',
  tier_ids text[] NOT NULL DEFAULT '{}',
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer CHECK (usage_limit > 0),
  once_per_fan boolean NOT NULL DEFAULT true,
  minimum_order_cents integer CHECK (minimum_order_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  UNIQUE (profile_id, code)
);
CREATE TABLE discount_code_uses (
  code_id text NOT NULL REFERENCES discount_codes(id) ON DELETE CASCADE,
  -- The order, or the membership checkout, holding the use.
  order_id text NOT NULL,
  account_id text NOT NULL,
  once_per_fan boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  PRIMARY KEY (code_id, order_id)
);
CREATE INDEX discount_code_uses_order ON discount_code_uses (order_id);
CREATE UNIQUE INDEX discount_code_uses_once_per_fan ON discount_code_uses (code_id, account_id)
  WHERE released_at IS NULL AND once_per_fan;

-- An order says which code it used; each line keeps what the fan paid for it (price_cents, after
-- the discount, so refunds and totals add up as before) and what the code took off it.
ALTER TABLE orders ADD COLUMN discount_code text;
ALTER TABLE order_items ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);
`;
