import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/layouts/layout";
import { requireAccess } from "~/services/access/guards.server";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { PRIVACY_POLICY, type RichText } from "./policy.server";

const TITLE = "Политика конфиденциальности";

export const meta = titled(TITLE);
export const handle: RouteHandle = { layout: "auth", wide: true };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "public");
  return json(PRIVACY_POLICY);
}

/** The privacy policy the consent checkbox of every form links to: public, in the auth-and-registry layout. */
export default function PrivacyPolicyPage() {
  const { edition, intro, sections } = useLoaderData<typeof loader>();
  return (
    <article className="policy">
      <PageHeading title={TITLE} />
      <p className="policy__edition">{edition}</p>
      <p>
        <Rich text={intro} />
      </p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) =>
            "list" in block ? (
              <ul key={index}>
                {block.list.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Rich text={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <p key={index}>
                <Rich text={block.paragraph} />
              </p>
            ),
          )}
        </section>
      ))}
    </article>
  );
}

function Rich({ text }: { text: RichText }) {
  if (typeof text === "string") return text;
  return text.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <Link key={index} to={part.to}>
        {part.text}
      </Link>
    ),
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
