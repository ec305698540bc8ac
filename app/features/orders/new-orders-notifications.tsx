import { useState } from "react";
import { useRootData } from "~/layouts/root-data";
import { useHydrated } from "~/ui/use-hydrated";
import { notifyKey } from "./new-orders";

type Choice = "no-script" | "unsupported" | "denied" | "on" | "off";

const TEXTS: Record<Choice, string> = {
  "no-script":
    "Уведомления браузера о новых заказах работают при включённом JavaScript. Число новых заказов видно в шапке каждой страницы.",
  unsupported: "Этот браузер не показывает уведомления. Число новых заказов видно в шапке каждой страницы.",
  denied: "Браузер запретил порталу уведомления: разрешите их в настройках сайта, затем включите здесь.",
  on: "Уведомления о новых заказах включены в этом браузере.",
  off: "Браузер покажет уведомление, когда придёт новый заказ, пока портал открыт во вкладке.",
};

function choiceOf(userId: number): Choice {
  if (typeof Notification === "undefined") return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return Notification.permission === "granted" && localStorage.getItem(notifyKey(userId)) === "on" ? "on" : "off";
}

/**
 * Browser notifications of new orders (docs/decisions/102), opt-in: the browser asks its permission
 * only when the user clicks «Уведомлять о новых заказах», and the choice is kept in this browser per
 * user. Only for users whose role may see orders.
 */
export function NewOrdersNotifications() {
  const userId = useRootData()?.newOrders?.userId;
  const hydrated = useHydrated();
  // What the user chose here since; until then, what the browser remembers.
  const [chosen, setChosen] = useState<Choice | null>(null);
  if (!userId) return null;
  const choice = hydrated ? (chosen ?? choiceOf(userId)) : "no-script";

  const turnOn = async () => {
    if ((await Notification.requestPermission()) === "granted") localStorage.setItem(notifyKey(userId), "on");
    setChosen(choiceOf(userId));
  };
  const turnOff = () => {
    localStorage.removeItem(notifyKey(userId));
    setChosen(choiceOf(userId));
  };
  return (
    <section className="panel settings-block" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Уведомления</h2>
      <p role="status">{TEXTS[choice]}</p>
      {choice === "off" && (
        <button type="button" className="button button--primary" onClick={() => void turnOn()}>
          Уведомлять о новых заказах
        </button>
      )}
      {choice === "on" && (
        <button type="button" className="button button--ghost" onClick={turnOff}>
          Не уведомлять
        </button>
      )}
    </section>
  );
}
