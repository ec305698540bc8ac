import { describe, expect, it } from "vitest";
import { markup } from "~/utils/markup";
import { productPictureMarkup } from "./product-picture";
import { ServerDrawn } from "./server-drawn";
import { renderAt } from "./test-utils";

describe("ServerDrawn", () => {
  it("puts content written as markup into its element as it is, every value in it escaped", async () => {
    const order = { id: 7, number: `7-0007 <script>alert("x")</script>` };
    const drawn = await renderAt(
      "/orders/",
      <ServerDrawn as="tbody" value={order}>
        {(order) => markup`<tr><th scope="row"><a href="/order/${order.id}/">${order.number}</a></th></tr>`}
      </ServerDrawn>,
    );
    const number = "7-0007 &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";
    expect(drawn).toBe(`<tbody><tr><th scope="row"><a href="/order/7/">${number}</a></th></tr></tbody>`);
  });

  it("keeps what the server drew while there is no value (the browser hydrating a document)", async () => {
    expect(await renderAt("/", <ServerDrawn value={undefined}>{() => markup`<p>drawn</p>`}</ServerDrawn>)).toBe(
      "<div></div>",
    );
  });
});

describe("a product's picture as markup", () => {
  it("is the thumbnail with its address escaped, or the empty square", () => {
    expect(productPictureMarkup(`https://cdn.example/p/1.png?w=96&h=96&q=80"a'`).html).toBe(
      `<img src="https://cdn.example/p/1.png?w=96&amp;h=96&amp;q=80&quot;a&#39;" alt="" width="96" height="96" loading="lazy">`,
    );
    expect(productPictureMarkup(null).html).toBe(
      '<span class="catalog-row__image catalog-row__image--none" aria-hidden="true"></span>',
    );
  });
});
