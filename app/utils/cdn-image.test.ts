import { describe, expect, it } from "vitest";
import { cdnImage, cdnImageUrl } from "./cdn-image";

const CDN = "https://cdn.test";

describe("cdnImage", () => {
  it("asks the CDN for the size shown, and for half of it at lower quality in the lite version", () => {
    expect(cdnImage("https://cdn.test/p/1.jpg?v=2", CDN, 96)).toBe("https://cdn.test/p/1.jpg?v=2&w=96&h=96&q=80");
    expect(cdnImage("https://cdn.test/p/1.jpg", CDN, 96, true)).toBe("https://cdn.test/p/1.jpg?w=48&h=48&q=50");
    expect(cdnImage(undefined, CDN, 96)).toBeNull();
  });

  it.each([
    "",
    "not an address",
    "/p/1.jpg",
    "javascript:alert(1)",
    "https://elsewhere.test/p/1.jpg",
    "ftp://cdn.test/1",
  ])("gives no picture for %j, which is no usable address: the page draws its placeholder", (url) => {
    expect(cdnImage(url, CDN, 96)).toBeNull();
  });
});

describe("cdnImageUrl", () => {
  it("takes every parameter of the CDN: q, w, h, bw, bh, c, minw, minh, maxw, maxh", () => {
    const url = cdnImageUrl("https://cdn.test/p/1.jpg", {
      q: 75,
      w: 320,
      h: 240,
      bw: 400,
      bh: 300,
      c: 1,
      minw: 100,
      minh: 80,
      maxw: 1200,
      maxh: 900,
    });
    expect(url).toBe("https://cdn.test/p/1.jpg?q=75&w=320&h=240&bw=400&bh=300&c=1&minw=100&minh=80&maxw=1200&maxh=900");
  });

  it("sends whole numbers, leaves out what is not given and replaces a parameter the address had", () => {
    expect(cdnImageUrl("https://cdn.test/p/1.jpg?w=10", { w: 95.6, h: undefined })).toBe(
      "https://cdn.test/p/1.jpg?w=96",
    );
  });

  it("writes what URLSearchParams writes, whatever the address's query, fragment and path", () => {
    const params = { w: 96, h: -2.4, q: 80 };
    for (const url of [
      "https://cdn.test/p/1.jpg",
      "https://cdn.test/p/1.jpg?",
      "https://cdn.test/p/1.jpg#top",
      "https://cdn.test/p/1.jpg?v=2#top",
      "https://cdn.test/фото товара/1 (2).jpg",
      "https://cdn.test/p/%3F.jpg",
    ]) {
      const expected = new URL(url);
      const query = new URLSearchParams(expected.search);
      for (const [name, value] of [
        ["w", "96"],
        ["h", "-2"],
        ["q", "80"],
      ])
        query.set(name, value);
      expected.search = query.toString();
      expect(cdnImageUrl(url, params)).toBe(expected.toString());
    }
    expect(cdnImageUrl("https://cdn.test/p/1.jpg", {})).toBe("https://cdn.test/p/1.jpg");
  });

  it("takes no other parameter: a compile error, and left out if it slips through", () => {
    // @ts-expect-error "width" is not one of the CDN's parameters
    expect(cdnImageUrl("https://cdn.test/p/1.jpg", { width: 10, w: 10 })).toBe("https://cdn.test/p/1.jpg?w=10");
  });
});
