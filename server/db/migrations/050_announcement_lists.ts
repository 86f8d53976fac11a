/**
 * A release's announcement goes to any number of the artist's lists, not one (issue 37, item 2).
 * Lists deleted since are left out when it goes: the audience joins the artist's lists.
 */
export const announcementLists = `
ALTER TABLE release_announcements ADD COLUMN email_list_ids text[] NOT NULL DEFAULT '{}';
UPDATE release_announcements SET email_list_ids = ARRAY[email_list_id] WHERE email_list_id IS NOT NULL;
ALTER TABLE release_announcements DROP COLUMN email_list_id;
`;
