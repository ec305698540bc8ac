import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RequestRecord } from "../app/services/request-record.server";
import { visitorPageCache } from "./visitor-page-cache";

// A stand-in for the Remix handler: counts its renders and answers as the portal's pages do.
let renders = 0;
/**
 * What the stand-in answers next: its Cache-Control, a Set-Cookie, its status, and how long the app
 * asks the server to keep it for visitors (its request record's word, app/services/page-cache.server.ts).
 */
let nextAnswer: { cacheControl?: string; setCookie?: string; status?: number; keepSeconds?: number } = {};
/** The request record the app notes in, one at a time as the test asks. */
let record: RequestRecord = { startedAt: 0, upstream: [] };

function page(nonce: string) {
  // Over compression's 1 KB threshold, so the answers from memory are compressed too.
  return `<!DOCTYPE html><html><body><p>${"Главная ".repeat(200)}</p><script nonce="${nonce}">boot()</script></body></html>`;
}

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(visitorPageCache({ maxEntries: 2, sharedCookie: "styles", currentRecord: () => record }));
  app.get("*", (req, res) => {
    renders++;
    record = { startedAt: 0, upstream: [], keepForVisitorsSeconds: nextAnswer.keepSeconds };
    const nonce = `n${renders}AAAAAAAAAAAAAAAAAAAA==`;
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${nonce}'`);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Save-Data");
    if (nextAnswer.cacheControl) res.setHeader("Cache-Control", nextAnswer.cacheControl);
    if (nextAnswer.setCookie) res.setHeader("Set-Cookie", nextAnswer.setCookie);
    res.setHeader("X-Request-Id", `request-${renders}`);
    res.status(nextAnswer.status ?? 200).end(page(nonce));
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  renders = 0;
  nextAnswer = { cacheControl: "public, max-age=60" };
});

const nonceOf = (answer: Response) =>
  /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1] ?? "";

describe("the visitor page cache", () => {
  it("renders a public page once and answers the next visitor from memory with a new nonce", async () => {
    const first = await fetch(`${base}/a/`);
    const second = await fetch(`${base}/a/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(renders).toBe(1);
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(second.status).toBe(200);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondBody).toBe(firstBody.replace(nonceOf(first), nonceOf(second)));
    expect(secondBody).toContain(`<script nonce="${nonceOf(second)}">`);
    expect(second.headers.get("server-timing")).toContain("cache");
    expect(second.headers.get("x-request-id")).toBeNull();
  });

  it("never serves or keeps a page for a request with a cookie", async () => {
    await fetch(`${base}/b/`);
    await fetch(`${base}/b/`, { headers: { Cookie: "__session=abc" } });
    expect(renders).toBe(2);
    await fetch(`${base}/c/`, { headers: { Cookie: "__session=abc" } });
    await fetch(`${base}/c/`);
    expect(renders).toBe(4);
  });

  it("keeps a page that sets only the shared cookie, and keeps each value of it apart", async () => {
    nextAnswer = { cacheControl: "public, max-age=60", setCookie: "styles=app-v2; Path=/" };
    const first = await fetch(`${base}/g/`);
    const again = await fetch(`${base}/g/`);
    expect(renders).toBe(1);
    expect(again.headers.get("set-cookie")).toBe(first.headers.get("set-cookie"));
    nextAnswer = { cacheControl: "public, max-age=60" };
    await fetch(`${base}/g/`, { headers: { Cookie: "styles=app-v2" } });
    await fetch(`${base}/g/`, { headers: { Cookie: "styles=app-v2" } });
    expect(renders).toBe(2);
    await fetch(`${base}/g/`, { headers: { Cookie: "styles=app-v1" } });
    await fetch(`${base}/g/`, { headers: { Cookie: "styles=app-v2; sp=abc" } });
    await fetch(`${base}/g/`, { headers: { Cookie: "styles=app-v2; sp=abc" } });
    expect(renders).toBe(5);
  });

  it("keeps no page that replaces a browser's value of the shared cookie", async () => {
    nextAnswer = { cacheControl: "public, max-age=60", setCookie: "styles=app-v2; Path=/" };
    await fetch(`${base}/h/`, { headers: { Cookie: "styles=made-up" } });
    await fetch(`${base}/h/`, { headers: { Cookie: "styles=made-up" } });
    expect(renders).toBe(2);
  });

  it("keeps no page that sets a cookie, is not public, or is not a 200", async () => {
    for (const answer of [
      { cacheControl: "public, max-age=60", setCookie: "toast=1" },
      { cacheControl: "private, max-age=60" },
      {},
      { cacheControl: "public, max-age=60", status: 404 },
      { cacheControl: "no-store", keepSeconds: 60 },
      { cacheControl: "private, no-cache", keepSeconds: 60 },
    ]) {
      nextAnswer = answer;
      renders = 0;
      await fetch(`${base}/d/`);
      await fetch(`${base}/d/`);
      expect(renders, JSON.stringify(answer)).toBe(2);
    }
  });

  it("keeps a page the app asks it to keep though browsers may not, for that long", async () => {
    nextAnswer = { keepSeconds: 1 };
    const first = await fetch(`${base}/k/`);
    const second = await fetch(`${base}/k/`);
    expect(renders).toBe(1);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.headers.get("cache-control")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await fetch(`${base}/k/`);
    expect(renders).toBe(2);
    nextAnswer = { keepSeconds: 60 };
    await fetch(`${base}/k2/`, { headers: { Cookie: "__session=abc" } });
    await fetch(`${base}/k2/`, { headers: { Cookie: "__session=abc" } });
    expect(renders).toBe(4);
  });

  it("keeps the lite version apart and each query apart", async () => {
    await fetch(`${base}/e/`);
    await fetch(`${base}/e/`, { headers: { "Save-Data": "on" } });
    await fetch(`${base}/e/?redirectTo=%2Forders%2F`);
    expect(renders).toBe(3);
  });

  it("keeps a page no longer than its max-age", async () => {
    nextAnswer = { cacheControl: "public, max-age=1" };
    await fetch(`${base}/f/`);
    await fetch(`${base}/f/`);
    expect(renders).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await fetch(`${base}/f/`);
    expect(renders).toBe(2);
  });
});
