import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { trustedProxies } from "./trusted-proxies";

describe("the proxies trusted for the client's address", () => {
  it("trusts what express would for the same list, and keeps answering so past its bound", () => {
    const addresses = ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.1.2.3", "192.168.0.1", "198.51.100.7", "fd00::1"];
    for (const list of ["loopback", " 10.0.0.0/8, loopback ", "uniquelocal", "198.51.100.7"]) {
      // Express compiles the same string itself into the setting it reads back as "trust proxy fn".
      const expressTrusts = express().set("trust proxy", list).get("trust proxy fn") as (
        address: string,
        hop: number,
      ) => boolean;
      const trusts = trustedProxies(list);
      for (const address of [...addresses, ...addresses]) expect(trusts(address)).toBe(expressTrusts(address, 0));
      expect(trusts(undefined)).toBe(expressTrusts(undefined as unknown as string, 0));
    }
    const listed = trustedProxies("10.0.0.0/8, loopback");
    for (let host = 0; host < 1500; host++) expect(listed(`10.0.${host >> 8}.${host & 255}`)).toBe(true);
    expect([listed("10.1.2.3"), listed("127.0.0.1"), listed("192.168.0.1")]).toEqual([true, true, false]);
  });

  it("gives express the client's address from a trusted proxy, and a stranger's own", async () => {
    const app = express();
    app.set("trust proxy", trustedProxies("loopback"));
    app.get("/", (req, res) => res.json({ ip: req.ip, protocol: req.protocol }));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const forwarded = await fetch(base, {
        headers: { "X-Forwarded-For": "198.51.100.7", "X-Forwarded-Proto": "https" },
      });
      expect(await forwarded.json()).toEqual({ ip: "198.51.100.7", protocol: "https" });
      const stranger = trustedProxies("10.0.0.0/8");
      app.set("trust proxy", stranger);
      const direct = await fetch(base, {
        headers: { "X-Forwarded-For": "198.51.100.7", "X-Forwarded-Proto": "https" },
      });
      expect(await direct.json()).toEqual({ ip: "127.0.0.1", protocol: "http" });
    } finally {
      server.close();
    }
  });
});
