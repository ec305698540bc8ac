import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, json, redirect } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { isActedAs } from "~/features/auth/impersonation.server";
import { FeedbackModal } from "~/features/feedback/feedback-modal";
import { siteMenus } from "~/features/navigation/site-menus.server";
import { NewOrders } from "~/features/orders/new-orders";
import { newOrdersCount } from "~/features/orders/new-orders.server";
import { constraintsOf } from "~/form/constraints.server";
import { FormSeedContext } from "~/form/form-key-field";
import { KeptFormContext } from "~/form/kept-form";
import { keptFormReply } from "~/form/kept-form-reply.server";
import { ErrorPage } from "~/layouts/error-page";
import { FEEDBACK_MODAL } from "~/layouts/help-link";
import { needsScripts } from "~/layouts/layout";
import { PageChrome } from "~/layouts/page-chrome";
import { useRootData, type RootData } from "~/layouts/root-data";
import { mintFormSeed, workplaceOf } from "~/services/forms/form-key-claims.server";
import { keptFormNotice, readKeptForm } from "~/services/forms/kept-form-store.server";
import { isLite } from "~/services/lite-mode.server";
import { getSession } from "~/services/session/session.server";
import { takeToast } from "~/services/session/toast.server";
import { viewerOf, type Viewer } from "~/services/session/viewer.server";
import { FollowLinks } from "~/ui/follow-links";
import { MODAL_PARAM } from "~/ui/modal-href";
import { PageStyles } from "~/ui/page-styles";
import { useHydrationMark } from "~/ui/use-hydrated";
import { pageMeta } from "~/utils/meta";
import { useNonce } from "~/utils/nonce";
import { rendersDocument } from "~/utils/server-markup.server";
import { feedbackClaimSchema } from "~/validation/claim-forms";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = ({ error }) => pageMeta(undefined, error);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Every page URL ends with a slash (a 301 adds it); assets and data requests never reach here.
  const url = new URL(request.url);
  if (!url.pathname.endsWith("/")) throw redirect(`${url.pathname}/${url.search}`, 301);
  // One read of the session serves the viewer, the one-time messages and the impersonation banner.
  const session = await getSession(request);
  const viewer = viewerOf(session);
  const actedAs = isActedAs(session);
  const { toast: flashed, formReply, headers } = await takeToast(request, session);
  // Side by side from the shared store: a form sent after its session ended, back on its page for the user who
  // typed it, and the header's count of new orders (on the orders list itself, which it counts against, none).
  const [kept, newOrders] = viewer
    ? await Promise.all([
        readKeptForm(request, viewer.id),
        ORDERS_LIST.test(url.pathname) ? 0 : newOrdersCount(request, viewer),
      ])
    : [null, null];
  // What the page's forms are drawn under (their keys name it), and what a kept form's notice compares with.
  const workplace = viewer ? workplaceOf(viewer.activeContractorId, viewer.activeContractId) : undefined;
  const toast =
    kept && viewer && workplace !== undefined
      ? keptFormNotice(kept, { workplace, contractNumber: viewer.activeContractNumber })
      : flashed;
  // The feedback modal can open over any page: its form's constraint comes along only while it is open.
  const feedbackConstraint =
    url.searchParams.get(MODAL_PARAM) === FEEDBACK_MODAL
      ? constraintsOf({ feedback: feedbackClaimSchema }).feedback
      : null;
  return json<RootData>(
    {
      viewer: viewer && { name: viewer.name, actedAs, switcher: switcherOf(viewer) },
      menus: siteMenus(viewer, request),
      toast,
      formReply,
      feedbackConstraint,
      lite: await isLite(request),
      formSeed: await mintFormSeed(viewer?.id ?? 0, { forDocument: rendersDocument(context), workplace }),
      keptForm: kept && keptFormReply(kept.form, kept.fields),
      newOrders: viewer && typeof newOrders === "number" ? { count: newOrders, userId: viewer.id } : null,
    },
    { headers },
  );
}

/** The orders list, any of its tabs. */
const ORDERS_LIST = /^\/orders\/([\w-]+\/)?$/;

/** The header offers a switch only to users with more than one contract to work under. */
function switcherOf({ workplaces, activeContractId, activeContractNumber }: Viewer) {
  const choices = workplaces.reduce((count, workplace) => count + workplace.contracts.length, 0);
  return choices > 1 ? { workplaces, activeContractId, activeContractNumber } : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  // The lite version, or a page that needs none, sends no script at all: every page works without one.
  const lite = root?.lite;
  const scripts = needsScripts(useMatches()) && !lite;
  useHydrationMark();
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <PageStyles />
      </head>
      <body>
        <FormSeedContext.Provider value={root?.formSeed ?? null}>
          <KeptFormContext.Provider value={root?.keptForm ?? null}>{children}</KeptFormContext.Provider>
        </FormSeedContext.Provider>
        {scripts && <ScrollRestoration nonce={nonce} />}
        {scripts && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageChrome overlay={<FeedbackModal />} notice={<NewOrders />}>
      <FollowLinks>
        <Outlet />
      </FollowLinks>
    </PageChrome>
  );
}

export function ErrorBoundary() {
  return (
    <PageChrome overlay={<FeedbackModal />} notice={<NewOrders />}>
      <ErrorPage error={useRouteError()} />
    </PageChrome>
  );
}
