/** The first schema: every table of SPEC §3's entities, accounts, sessions, documents and media. Every row belongs to a profile. */
export const initial = `
CREATE TABLE profiles (
  id text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Which artist a request is for comes from its host name.
CREATE TABLE domains (
  host text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE
);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE membership_tiers (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Higher ranks include the posts of lower ones.
  rank integer NOT NULL,
  pay_what_you_want boolean NOT NULL DEFAULT false,
  pay_what_you_want_minimum numeric(10, 2),
  price_monthly numeric(10, 2),
  price_yearly numeric(10, 2),
  benefits jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX membership_tiers_profile ON membership_tiers (profile_id, rank);

-- Fans: public accounts of one artist's site. The same email may be a fan of two artists.
CREATE TABLE accounts (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  membership_tier_id text REFERENCES membership_tiers(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (profile_id, email)
);

-- Owners and editors of an artist's site.
CREATE TABLE editors (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'editor')),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (profile_id, email)
);

-- Sessions are random tokens; only their SHA-256 is stored.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text REFERENCES accounts(id) ON DELETE CASCADE,
  editor_id text REFERENCES editors(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((account_id IS NULL) <> (editor_id IS NULL))
);

-- Failed logins and registrations, per address and per email, for growing waits.
CREATE TABLE auth_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  blocked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  title text NOT NULL,
  artist text NOT NULL,
  description text NOT NULL DEFAULT '',
  credits text NOT NULL DEFAULT '',
  category text NOT NULL CHECK (category IN ('Music', 'Merch')),
  release_type text CHECK (release_type IN ('album', 'single')),
  is_featured boolean NOT NULL DEFAULT false,
  released_at timestamptz NOT NULL DEFAULT now(),
  media jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX products_profile ON products (profile_id, category, released_at DESC);

CREATE TABLE product_variants (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position integer NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  price numeric(10, 2) NOT NULL,
  pay_what_you_want boolean NOT NULL DEFAULT false,
  media jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX product_variants_product ON product_variants (product_id, position);

CREATE TABLE tracks (
  id text PRIMARY KEY,
  variant_id text NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  artist text NOT NULL,
  description text NOT NULL DEFAULT '',
  media jsonb NOT NULL DEFAULT '[]',
  has_explicit_content boolean NOT NULL DEFAULT false,
  is_featured boolean NOT NULL DEFAULT false,
  duration_seconds numeric(10, 2)
);
CREATE INDEX tracks_variant ON tracks (variant_id, position);

CREATE TABLE posts (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('text', 'image', 'video', 'audio', 'poll')),
  caption text NOT NULL DEFAULT '',
  -- NULL: public. Otherwise members of this tier or a higher one. A tier with posts cannot be
  -- deleted: setting them NULL would make members-only posts public.
  membership_tier_id text REFERENCES membership_tiers(id) ON DELETE RESTRICT,
  media jsonb NOT NULL DEFAULT '[]',
  poll_question text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posts_profile ON posts (profile_id, created_at DESC);

CREATE TABLE poll_options (
  post_id text NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  uid text NOT NULL CHECK (uid ~ '^[a-z]{5}$'),
  position integer NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (post_id, uid)
);

CREATE TABLE poll_votes (
  post_id text NOT NULL,
  option_uid text NOT NULL,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, option_uid, account_id),
  FOREIGN KEY (post_id, option_uid) REFERENCES poll_options(post_id, uid) ON DELETE CASCADE
);

-- One like (or save) per account and thing: a unique key, so concurrent likes are still one.
CREATE TABLE likes (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_type, entity_id, account_id)
);

CREATE TABLE saves (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_type, entity_id, account_id)
);

CREATE TABLE comments (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_entity ON comments (entity_type, entity_id, created_at);

CREATE TABLE events (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  title text NOT NULL,
  date_time timestamptz NOT NULL,
  address jsonb NOT NULL,
  action_link text NOT NULL DEFAULT '',
  action_text text NOT NULL DEFAULT ''
);
CREATE INDEX events_profile ON events (profile_id, date_time);

CREATE TABLE email_lists (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  name text NOT NULL
);

CREATE TABLE email_subscribers (
  email_list_id text NOT NULL REFERENCES email_lists(id) ON DELETE CASCADE,
  email text NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email_list_id, email)
);

CREATE TABLE media_items (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  url text NOT NULL,
  name text NOT NULL,
  size bigint NOT NULL,
  parent text NOT NULL DEFAULT 'website',
  type text NOT NULL CHECK (type IN ('image', 'video')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_items_profile ON media_items (profile_id, type, created_at DESC);

-- Signed upload slots: each accepts one PUT before it expires.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  content_type text,
  size bigint
);

-- Site and page documents: a draft that editors save, and what fans see once published.
CREATE TABLE documents (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('site', 'page')),
  draft jsonb NOT NULL,
  version integer NOT NULL,
  published jsonb,
  published_version integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, id)
);
`;
