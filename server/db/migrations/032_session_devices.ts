/**
 * A fan sees where they are signed in (issue 35, item 3): each session gets an id to name it by
 * (its token's hash stays private) and the browser it began in, in words ("Firefox on Windows"),
 * never the whole user agent.
 */
export const sessionDevices = `
ALTER TABLE sessions ADD COLUMN id text NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE sessions ADD COLUMN device text NOT NULL DEFAULT '';
CREATE UNIQUE INDEX sessions_id ON sessions (id);
`;
