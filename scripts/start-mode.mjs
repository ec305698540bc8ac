// What `npm start` does about the marketplace, decided from the operator's environment before
// anything is built or started (docs/decisions/083).

/**
 * `{ demo: false }`: the real services at MARKETPLACE_API_URL. `{ demo: true }`: the local emulator
 * and its demo accounts, which anyone can sign in with: plain `npm start`, or DEMO=1. `{ refusal }`:
 * the operator asked for production (NODE_ENV=production) without the marketplace's address and
 * without DEMO=1; production never turns into the demo by itself.
 * @param {Record<string, string | undefined>} env
 * @returns {{ demo: boolean, refusal?: undefined } | { refusal: string, demo?: undefined }}
 */
export function startMode(env) {
  // Unset and empty mean the same, as in app/services/config.server.ts.
  if (env.MARKETPLACE_API_URL) return { demo: false };
  if (env.NODE_ENV === "production" && env.DEMO !== "1") {
    return {
      refusal:
        "MARKETPLACE_API_URL is not set: with NODE_ENV=production the portal needs the marketplace's address. " +
        "DEMO=1 runs it against the local marketplace emulator and its demo accounts instead, as npm start " +
        "without NODE_ENV does.",
    };
  }
  return { demo: true };
}
