import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useRootData } from "~/layouts/root-data";

/** Where the count leads: the orders list, newest first. */
export const NEW_ORDERS_HREF = "/orders/?sort=-orderCreatedAt";
const MINUTE_MS = 60_000;

/** The browser's remembered choice of notifications about new orders, per user (personal settings). */
export const notifyKey = (userId: number) => `new-orders-notify:${userId}`;

/**
 * The header's count of new orders (docs/decisions/102): drawn by the server on every page, a link to
 * the orders, newest first; nothing when it is zero. With scripts, the tab asks for it again once a
 * minute while in front (useNewOrdersCount), puts it before the tab's title, says «Новый заказ» to
 * screen readers when it grows, and shows a browser notification if the user turned them on.
 */
export function NewOrders() {
  const root = useRootData()?.newOrders;
  const [count, announcement] = useNewOrdersCount(root ?? null);
  if (!root) return null;
  return (
    <>
      {count > 0 && (
        <Link to={NEW_ORDERS_HREF} className="site-header__orders">
          {`Новые заказы: ${count}`}
        </Link>
      )}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}

function useNewOrdersCount(drawn: { count: number; userId: number } | null): [number, string] {
  const [count, setCount] = useState(drawn?.count ?? 0);
  const [announcement, setAnnouncement] = useState("");
  const shown = useRef(count);
  const { key } = useLocation();
  const watching = drawn !== null;

  // A page drawn anew (a navigation, a revalidation) brings the server's count.
  const [drawnCount, setDrawnCount] = useState(drawn?.count);
  if (drawn?.count !== drawnCount) {
    setDrawnCount(drawn?.count);
    setCount(drawn?.count ?? 0);
  }

  useEffect(() => {
    const title = document.title.replace(/^\(\d+\) /, "");
    document.title = count > 0 ? `(${count}) ${title}` : title;
    if (count > shown.current && drawn) {
      setAnnouncement("Новый заказ");
      notify(drawn.userId, count);
    }
    shown.current = count;
  }, [count, key, drawn]);

  useEffect(() => {
    if (!watching) return;
    let last = Date.now();
    let timer: number | undefined;
    let stopped = false;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => !document.hidden && void ask(), Math.max(0, last + MINUTE_MS - Date.now()));
    };
    const ask = async () => {
      last = Date.now();
      schedule();
      const response = await fetch("/orders/new-count/").catch(() => null);
      if (response?.status === 401) {
        stopped = true;
        window.clearTimeout(timer);
      }
      const answer = response?.ok ? ((await response.json()) as { count: number | null }) : null;
      if (!stopped && typeof answer?.count === "number") setCount(answer.count);
    };
    // Hidden, the tab asks nothing; back in front, once, if its minute has passed.
    const onVisibility = () => {
      if (stopped || document.hidden) return;
      if (Date.now() - last >= MINUTE_MS) void ask();
      else schedule();
    };
    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [watching]);

  return [count, announcement];
}

/** A browser notification, when the user turned them on in their settings and the browser allows it. */
function notify(userId: number, count: number) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  if (localStorage.getItem(notifyKey(userId)) !== "on") return;
  const notification = new Notification(`Новые заказы: ${count}`, {
    body: "Откройте список заказов",
    tag: "new-orders",
  });
  notification.onclick = () => {
    window.focus();
    window.location.assign(NEW_ORDERS_HREF);
  };
}
