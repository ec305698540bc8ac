import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { constraintsOf } from "~/form/constraints.server";
import type { RouteHandle } from "~/layouts/layout";
import { requireAccess } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { claims } from "~/services/marketplace/claims.server";
import {
  dictionaryNotLoaded,
  marketplace,
  type Marketplace,
  formErrorStatus,
} from "~/services/marketplace/client.server";
import { directories } from "~/services/marketplace/directories.server";
import { users } from "~/services/marketplace/users.server";
import { keepForVisitors } from "~/services/page-cache.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { formatInteger, plural } from "~/utils/format";
import { registrationSchema } from "~/validation/auth-forms";
import { tradeClaimSchema } from "~/validation/claim-forms";
import { Dashboard } from "./dashboard";
import { loadDashboard } from "./dashboard.server";
import type { LandingData } from "./landing";
import { TRADE_CLAIM_INTENT } from "./trade-claim-intent";

/** `/`: the landing page for visitors, the dashboard for suppliers. */

// The landing's forms (conform and zod) are a chunk of their own, so the dashboard a supplier opens
// every day does not download them. The server waits for the whole tree (entry.server onAllReady):
// visitors without JavaScript get the complete landing page.
const Landing = lazy(() => import("./landing"));

export const handle: RouteHandle = {
  layout: (data) => ((data as { signedIn?: boolean } | undefined)?.signedIn ? "default" : "landing"),
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireAccess(request, "public");
  const api = await marketplace(request);
  if (viewer) return json({ signedIn: true as const, dashboard: await loadDashboard(context, api, viewer, request) });
  const { landing, complete } = await loadLanding(api);
  // The same for every visitor: the server's visitor cache may keep it a minute (docs/decisions/026),
  // not while the counter shows the zero of a failed call or the claim has no sections to offer.
  // Browsers and proxies keep nothing: its forms' keys are the copy's own (docs/decisions/105).
  if (complete) keepForVisitors();
  return json({ signedIn: false as const, landing });
}

async function loadLanding(api: Marketplace): Promise<{ landing: LandingData; complete: boolean }> {
  const [companies, sections] = await Promise.all([users.companiesWorking(api), directories.sections(api)]);
  // A failed counter, or one the marketplace left out, shows zero rather than breaking the page.
  const counted = companies.error ? undefined : companies.data.count;
  const count = counted ?? 0;
  // The claim asks for at least one section: without the dictionary it cannot be sent (docs/decisions/124).
  const sectionsProblem = sections.failed ? dictionaryNotLoaded("категории товаров", "отправить заявку") : null;
  const landing: LandingData = {
    companiesWorking: {
      count: formatInteger(count),
      text: plural(count, {
        one: "компания уже работает с нами",
        few: "компании уже работают с нами",
        many: "компаний уже работают с нами",
      }),
    },
    // The claim names the sections the visitor sells in: one without a name cannot be named.
    sections: sections.items.flatMap(({ id, name }) => (name?.trim() ? [{ id, title: name, value: name }] : [])),
    sectionsProblem,
    constraints: LANDING_CONSTRAINTS,
  };
  return { landing, complete: counted !== undefined && !sections.failed };
}

/** The landing forms' constraints, derived once from their schemas. */
const LANDING_CONSTRAINTS = constraintsOf({ signup: registrationSchema, tradeClaim: tradeClaimSchema });

export async function action({ request }: ActionFunctionArgs) {
  await requireAccess(request, "public");
  const formData = await readForm(request, { once: true });
  readIntent(formData, [TRADE_CLAIM_INTENT]);
  const submission = parseWithZod(formData, { schema: tradeClaimSchema });
  if (submission.status !== "success") return json({ tradeClaim: submission.reply() }, { status: 400 });
  const sent = await claims.trade(await marketplace(request), submission.value);
  if (sent.error) {
    return json({ tradeClaim: submission.reply({ formErrors: [sent.errorText] }) }, { status: formErrorStatus(sent) });
  }
  return redirectWithToast(request, "/", {
    type: "success",
    text: "Заявка отправлена. Менеджер свяжется с вами в ближайшее время.",
  });
}

export default function MainPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return data.signedIn ? (
    <Dashboard data={data.dashboard} />
  ) : (
    <Suspense>
      <Landing data={data.landing} tradeClaimReply={actionData?.tradeClaim} />
    </Suspense>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
