import { describe, expect, it } from "vitest";
import { cdnImage } from "./cdn-image";

describe("cdnImage", () => {
  it("asks the CDN for the size shown, and for half of it at lower quality in the lite version", () => {
    expect(cdnImage("https://cdn.test/p/1.jpg?v=2", 96)).toBe("https://cdn.test/p/1.jpg?v=2&w=96&h=96&q=80");
    expect(cdnImage("https://cdn.test/p/1.jpg", 96, true)).toBe("https://cdn.test/p/1.jpg?w=48&h=48&q=50");
    expect(cdnImage(undefined, 96)).toBeNull();
  });
});
