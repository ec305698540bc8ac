import { readFileSync } from "node:fs";
import { zipBomb } from "../support/zip-bomb";
import { startPortal, stop } from "./servers";
import { DEMO, formKeyOn, signInRequest } from "./support";
import { expect, test } from "./test";

// A spreadsheet upload cannot exhaust a worker's memory (docs/decisions/085). A zip bomb (a few hundred KB
// that unpacks into 300 MB, its directory claiming a few bytes) is refused in Russian, and the
// portal's one process stays under 300 MB of resident memory meanwhile.

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A process's resident memory in bytes, from /proc. */
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

test("a zip-bomb spreadsheet is refused in Russian while the worker stays under 300 MB @nojs", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const portal = await startPortal({ WEB_CONCURRENCY: "1" });
  const supplier = await playwright.request.newContext({ baseURL: portal.url });
  try {
    await signInRequest(supplier, DEMO.owner);
    const bomb = await zipBomb(300, 1000);
    expect(bomb.length).toBeLessThan(500 * 1024);
    // Sent as the page's form sends it, its one-time key included (the import does not insist on it).
    const formKey = await formKeyOn(supplier, "/catalog/import/", "import");
    const before = residentBytes(portal.process.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(portal.process.pid!))), 10);
    const answer = await supplier.post("/catalog/import/", {
      multipart: { formKey, intent: "import", file: { name: "товары.xlsx", mimeType: XLSX, buffer: bomb } },
      maxRedirects: 0,
    });
    clearInterval(sampler);
    const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
    console.log(
      `zip bomb of ${Math.round(bomb.length / 1024)} KB: RSS ${megabytes(before)} MB, at most ${megabytes(peak)} MB`,
    );
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain("Файл слишком велик в распакованном виде (больше 50 МБ)");
    expect(peak).toBeLessThan(300 * 1024 * 1024);
  } finally {
    await supplier.dispose();
    await stop(portal);
  }
});
