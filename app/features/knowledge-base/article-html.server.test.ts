import { describe, expect, it } from "vitest";
import { config } from "~/services/config.server";
import { anchorOf, articleHtml, articleSummary } from "./article-html.server";

const CDN = config.cdnOrigin;

describe("article HTML", () => {
  it("strips scripts, event handlers, javascript: links, styles and foreign frames", () => {
    const { html } = articleHtml(
      [
        '<p onclick="alert(1)" style="color:red">Текст</p>',
        "<script>alert(1)</script>",
        `<img src="${CDN}/a.png" onerror="alert(1)" alt="">`,
        '<a href="javascript:alert(1)">ссылка</a>',
        '<a href="JaVaScRiPt:alert(1)">ещё</a>',
        '<iframe src="https://evil.example/x"></iframe>',
        "<svg><script>alert(1)</script></svg>",
        "<style>body{display:none}</style>",
        '<form action="https://evil.example"><input name="x"></form>',
      ].join(""),
    );
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|evil\.example|<style|style=|<svg|<form|<input/i);
    expect(html).toContain("<p>Текст</p>");
    expect(html).toContain("<a>ссылка</a>");
  });

  it("keeps headings, lists, tables, CDN pictures (lazy, with their size) and the allow-listed video", () => {
    const { html } = articleHtml(
      [
        "<h1>Главное</h1><ul><li>один</li></ul>",
        '<table><thead><tr><th scope="col">Поле</th></tr></thead><tbody><tr><td colspan="2">см</td></tr></tbody></table>',
        `<img src="${CDN}/sp-products-catalog/cdn/suppliersfiles/1.png" width="96" height="96" alt="Пример">`,
        '<img src="https://tracker.example/pixel.gif" alt="">',
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>',
        '<iframe src="https://evil.example/frame"></iframe>',
        '<a href="https://example.com/">сайт</a>',
      ].join(""),
    );
    expect(html).toContain('<h2 id="glavnoe">Главное');
    expect(html).toContain("<ul><li>один</li></ul>");
    expect(html).toContain('<th scope="col">Поле</th>');
    expect(html).toContain('<td colspan="2">см</td>');
    expect(html).toMatch(
      /<img src="[^"]+1\.png" width="96" height="96" alt="Пример" loading="lazy" decoding="async" \/>/,
    );
    expect(html).not.toContain("tracker.example");
    expect(html.match(/<iframe/g)).toHaveLength(1);
    expect(html).toMatch(
      /<iframe src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"[^>]*loading="lazy"[^>]*title="Видео"/,
    );
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer nofollow">сайт</a>');
  });

  it("gives every heading a unique anchor and a link to itself", () => {
    const { html, headings } = articleHtml("<h2>Размеры и вес</h2><h3>Размеры  и&nbsp;вес</h3><h2>!!!</h2>");
    expect(headings).toEqual([
      { id: "razmery-i-ves", text: "Размеры и вес", level: 2 },
      { id: "razmery-i-ves-2", text: "Размеры и вес", level: 3 },
      { id: "razdel-3", text: "!!!", level: 2 },
    ]);
    expect(html).toContain('<h2 id="razmery-i-ves">Размеры и вес <a class="article-anchor" href="#razmery-i-ves"');
  });

  it("transliterates anchors and summarises the text for link previews", () => {
    expect(anchorOf("Щётка: шьём ЮБКИ 2024")).toBe("shchetka-shem-iubki-2024");
    expect(
      articleSummary("<h2>Заголовок</h2><p>Первый абзац.</p><script>x()</script><p>Второй &amp; последний.</p>"),
    ).toBe("Заголовок Первый абзац. Второй & последний.");
    expect(articleSummary(`<p>${"слово ".repeat(60)}</p>`).length).toBeLessThanOrEqual(160);
  });
});
