/** Deployment settings read once from the environment, with the defaults `npm start` uses. */
export const config = {
  get marketplaceApiUrl() {
    return process.env.MARKETPLACE_API_URL || `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 3001}`;
  },
  /** How long a marketplace call may take unless the call says otherwise (SPEC §9 names the long ones). */
  get marketplaceTimeoutMs() {
    return Number(process.env.MARKETPLACE_TIMEOUT_MS) || 15_000;
  },
  /** Where product pictures come from: `CDN_URL`, else the marketplace services' own host. */
  get cdnOrigin() {
    return new URL(process.env.CDN_URL || this.marketplaceApiUrl).origin;
  },
  /** The only host document downloads are fetched from: `DOCUMENTS_URL`, else the marketplace services' own. */
  get documentsOrigin() {
    return new URL(process.env.DOCUMENTS_URL || this.marketplaceApiUrl).origin;
  },
  /** The video players a knowledge-base article may frame (the sanitizer and the CSP's frame-src). */
  videoEmbedOrigins: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
  /** The slug of the marketplace's own promotions in /stocks/{product}/… and how its title reads. */
  promoProduct: {
    slug: process.env.PROMO_PRODUCT_SLUG ?? "marketplace",
    title: process.env.PROMO_PRODUCT_TITLE ?? "маркетплейса",
  },
};
