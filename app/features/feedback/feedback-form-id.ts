/** The feedback form: its id (also its intent, and the key of a refused form returned through the session) and where it posts. */
export const FEEDBACK_FORM_ID = "feedback";
export const FEEDBACK_ACTION = "/feedback/";
