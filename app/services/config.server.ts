import { z } from "zod";

/**
 * The portal's deployment settings: the one reader of its environment (docs/decisions/083). The
 * server checks them when it starts and refuses a bad value with the variable's name; the app reads
 * the same settings through `config`. Every variable is in `.env.example` and the README's table.
 */

/** An unset variable and an empty one mean the same: the default. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: `expected a whole number from ${min} to ${max}` })
    .int(`expected a whole number from ${min} to ${max}`)
    .min(min, `expected a whole number from ${min} to ${max}`)
    .max(max, `expected a whole number from ${min} to ${max}`);
const port = whole(0, 65535);
const httpUrl = z.url({ protocol: /^https?$/, error: "expected an http(s) address" });
const switchedOff = z.enum(["on", "off"], { error: 'expected "on" or "off"' });

const environment = z.object({
  NODE_ENV: optional(z.enum(["production", "development", "test"])).default("production"),
  /** The emulator as the marketplace in production, asked for on purpose (`npm start` does). */
  DEMO: optional(z.enum(["0", "1"], { error: 'expected "1" or "0"' })).default("0"),
  PORT: optional(port).default(3000),
  HOST: optional(z.string()),
  TRUST_PROXY: optional(z.string()).default("loopback"),
  WEB_CONCURRENCY: optional(whole(1, 256)),
  METRICS_PORT: optional(port).default(9464),
  METRICS_HOST: optional(z.string()).default("127.0.0.1"),
  VISITOR_CACHE: optional(switchedOff).default("on"),
  /** Off behind a proxy that compresses (deploy/nginx.conf): the portal's event loop then does not. */
  COMPRESSION: optional(switchedOff).default("on"),
  RATE_LIMITS: optional(switchedOff).default("on"),
  MARKETPLACE_API_URL: optional(httpUrl),
  EMULATOR_PORT: optional(port).default(3001),
  MARKETPLACE_TIMEOUT_MS: optional(whole(100, 600_000)).default(15_000),
  ORDER_COUNTS_REFRESH_S: optional(whole(1, 3600)).default(30),
  CDN_URL: optional(httpUrl),
  DOCUMENTS_URL: optional(httpUrl),
  DATA_DIR: optional(z.string()).default(".data"),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "expected a redis:// or rediss:// address" })),
  SESSION_REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "expected a redis:// or rediss:// address" })),
  REDIS_TIMEOUT_MS: optional(whole(50, 60_000)).default(2000),
  SESSION_SECRET: optional(z.string()),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace"])).default("info"),
  /** Empty: standard output. */
  LOG_FILE: optional(z.string()),
  PROMO_PRODUCT_SLUG: optional(z.string().regex(/^[\w-]+$/, "expected letters, digits, - or _")).default("marketplace"),
  PROMO_PRODUCT_TITLE: optional(z.string()).default("маркетплейса"),
});

export type Environment = z.infer<typeof environment>;

/** A setting the portal cannot start with: the message names the variable. */
export class ConfigError extends Error {}

/** The settings as the portal uses them; what is wrong, named, when it cannot run with them. */
export function readConfig(env: Record<string, string | undefined>) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${String(issue.path[0])}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`The portal cannot start with this configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const demo = !values.MARKETPLACE_API_URL;
  if (demo && values.NODE_ENV === "production" && values.DEMO !== "1") {
    throw new ConfigError(
      "MARKETPLACE_API_URL is not set: in production the portal needs the marketplace's address. " +
        "DEMO=1 runs it against the local marketplace emulator and its demo accounts instead (npm start does).",
    );
  }
  const marketplaceApiUrl = values.MARKETPLACE_API_URL ?? `http://127.0.0.1:${values.EMULATOR_PORT}`;
  const sharedRedisUrl = values.REDIS_URL ?? values.SESSION_REDIS_URL ?? null;
  return {
    ...values,
    /** No marketplace address: the local emulator and its demo accounts stand in for it. */
    demo,
    marketplaceApiUrl,
    sharedRedisUrl,
    /** How long a page's marketplace calls may take together (docs/decisions/082). */
    marketplaceTimeoutMs: values.MARKETPLACE_TIMEOUT_MS,
    /** Where product pictures come from: `CDN_URL`, else the marketplace services' own host. */
    cdnOrigin: new URL(values.CDN_URL ?? marketplaceApiUrl).origin,
    /** The only host document downloads are fetched from: `DOCUMENTS_URL`, else the marketplace services' own. */
    documentsOrigin: new URL(values.DOCUMENTS_URL ?? marketplaceApiUrl).origin,
    /** The video players a knowledge-base article may frame (the sanitizer and the CSP's frame-src). */
    videoEmbedOrigins: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
    /** The slug of the marketplace's own promotions in /stocks/{product}/… and how its title reads. */
    promoProduct: { slug: values.PROMO_PRODUCT_SLUG, title: values.PROMO_PRODUCT_TITLE },
    /** Cookie signing secrets, comma-separated for rotation; null: generated once and stored. */
    sessionSecrets: values.SESSION_SECRET ? values.SESSION_SECRET.split(",") : null,
  };
}

export type PortalConfig = ReturnType<typeof readConfig>;

/**
 * What an operator should hear at start about settings the portal runs with but should not: the
 * emulator standing in for the marketplace, a generated cookie secret that lives only in Redis.
 */
export function configWarnings(config: PortalConfig): string[] {
  const warnings: string[] = [];
  if (config.demo) {
    warnings.push(
      `DEMO: MARKETPLACE_API_URL is not set, so the portal talks to the local marketplace emulator at ${config.marketplaceApiUrl}, ` +
        "whose demo accounts (README.md) anyone can sign in with. Never let real suppliers reach this.",
    );
  }
  if (config.NODE_ENV === "production" && config.sharedRedisUrl && !config.sessionSecrets) {
    warnings.push(
      "REDIS_URL is set but SESSION_SECRET is not: the cookie-signing secret is generated and kept only in Redis, " +
        "so a Redis that restarts empty signs every supplier out. Set SESSION_SECRET on every instance.",
    );
  }
  return warnings;
}

let current: PortalConfig | undefined;

/** The settings, read from the environment on first use and kept. */
export const config = new Proxy({} as PortalConfig, {
  get: (_, name: keyof PortalConfig) => (current ??= readConfig(process.env))[name],
});

/** For tests that change the environment between cases: the next use reads it again. */
export function rereadConfig() {
  current = undefined;
}
