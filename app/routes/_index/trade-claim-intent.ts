/**
 * The landing's trade-claim button: its own module, so the route (whose action reads it) does not
 * import the landing statically and the landing's forms stay in their lazy chunk.
 */
export const TRADE_CLAIM_INTENT = "trade-claim";
