import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";
import { PARAM } from "~/utils/params.server";

const TITLE = "Статья базы знаний";

export const meta = titled(TITLE);
export const loader = guardedLoader("public", { articleId: PARAM.digits });

export default function ArticlePage() {
  return <PageHeading title={TITLE} />;
}
