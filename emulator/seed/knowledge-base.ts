/** Seeds the public knowledge base. */
import { storeImage } from "../modules/cdn";
import { pictureDataPng } from "../modules/file-formats";
import { ARTICLE_CATEGORIES } from "./knowledge-base-data";
import type { SeedModule } from "./seed-module";

const DAY_MS = 86_400_000;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const knowledgeBaseSeed: SeedModule = {
  name: "knowledge-base",
  run(db, env) {
    const category = db.prepare("INSERT INTO kb_categories (id, name, sort) VALUES (?, ?, ?)");
    const article = db.prepare(
      "INSERT INTO kb_articles (category_id, title, content, active, sort, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const picture = storeImage(
      db,
      null,
      "knowledge-base-1.png",
      "image/png",
      pictureDataPng(96, [245, 245, 245], [40, 120, 200], 0),
      env.today.toISOString(),
    );
    let articleNumber = 0;
    ARTICLE_CATEGORIES.forEach((c, categoryIndex) => {
      category.run(c.id, c.name, (categoryIndex + 1) * 10);
      c.articles.forEach((a, index) => {
        const content =
          a.html?.replaceAll("{{picture}}", picture) ?? a.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
        const updatedAt = new Date(env.today.getTime() - (200 - articleNumber++ * 7) * DAY_MS).toISOString();
        article.run(c.id, a.title, content, a.active ? 1 : 0, (index + 1) * 10, updatedAt);
      });
    });
  },
};
