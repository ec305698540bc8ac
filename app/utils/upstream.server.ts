import type { ApiError } from "~/services/marketplace/client.server";

/** The status of a page whose form the marketplace refused (4xx: the input) or failed (5xx: upstream). */
export const formErrorStatus = (error: ApiError) => (error.status >= 500 ? 502 : 400);
