/**
 * The webhook log's pruning (issue 40): events older than 30 days are found by their time, and
 * their deliveries (deleted with them, and looked at for one still waiting) by their event. Without
 * these, each maintenance run read the whole of both tables.
 */
export const webhookLogIndexes = `
CREATE INDEX webhook_events_created ON webhook_events (created_at);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);
`;
