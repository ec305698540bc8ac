import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markup } from "~/utils/markup";
import { ProductPicture, productPictureMarkup } from "./product-picture";
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
  it("is the element ProductPicture draws, with a picture and without one", () => {
    const elementOf = (src: string | null) =>
      renderToStaticMarkup(<ProductPicture src={src} />)
        .replace("/>", ">")
        .replaceAll("&#x27;", "&#39;");
    for (const src of ["https://cdn.example/p/1.png?w=96&h=96&q=80", `https://cdn.example/"a'`, null]) {
      expect(productPictureMarkup(src).html).toBe(elementOf(src));
    }
  });
});
