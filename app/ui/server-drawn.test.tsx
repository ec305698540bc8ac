import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DrawnLink, ServerDrawn } from "./server-drawn";
import { attributesOf } from "./test-utils";

describe("ServerDrawn's links", () => {
  it("are the server's plain anchors, as the page keeps them after hydration: no router, no discovery", () => {
    const html = renderToString(
      <ServerDrawn value={{ id: 7, number: "7-0007" }}>
        {(order) => <DrawnLink to={`/order/${order.id}/`}>{order.number}</DrawnLink>}
      </ServerDrawn>,
    );
    expect(attributesOf(html, "a")).toEqual([{ href: "/order/7/" }]);
    expect(html).toContain(">7-0007</a>");
  });
});
