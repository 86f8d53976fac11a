/** Events keep their venue's time zone, so '8 PM in Seattle' is shown as 8 PM PST to everyone. */
export const eventTimeZones = `
ALTER TABLE events ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
`;
