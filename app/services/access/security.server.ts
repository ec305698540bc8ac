import { config } from "~/services/config.server";
import { randomToken } from "~/services/random-tokens.server";

export function createNonce() {
  return randomToken(16, "base64");
}

/**
 * The security baseline for every document: an enforced CSP where only scripts carrying this
 * request's nonce (and our own modules) run, plus the usual hardening headers.
 */
export function setSecurityHeaders(headers: Headers, nonce: string) {
  const isDev = config.NODE_ENV === "development";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${isDev ? " 'unsafe-inline'" : ""}`,
    // Style attributes come from server-rendered SVG charts and small inline widths.
    "style-src 'self' 'unsafe-inline'",
    // Product pictures come straight from the marketplace's public CDN, sized by its address parameters.
    `img-src 'self' data: blob: ${config.cdnOrigin}`,
    "font-src 'self'",
    // Knowledge-base articles may embed the allow-listed video player (features/knowledge-base).
    `frame-src ${config.videoEmbedOrigins.join(" ")}`,
    `connect-src 'self'${isDev ? " ws:" : ""}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}
