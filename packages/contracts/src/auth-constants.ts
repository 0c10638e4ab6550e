/* The account pages' settings that their forms need before the schemas load: no zod here. */

/** The cooldown between two link e-mails of one kind to one address (decisions.md: 30 s). */
export const LINK_RESEND_COOLDOWN_SECONDS = 30;
