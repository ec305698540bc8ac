import { Scripts, useParams } from "@remix-run/react";
import { createElement, useContext } from "react";
import { drawNode, FloorPages } from "./page-tree";

/** The page named by the URL, as the portal answered it, with Remix's own scripts and loader data. */
export default function App() {
  const page = useContext(FloorPages).get(useParams().page ?? "");
  if (!page) return createElement("html", null, createElement("body", null, "No such page"));
  const { props, children } = page.html;
  return createElement(
    "html",
    props,
    ...children.map((child) =>
      typeof child !== "string" && child.tag === "body"
        ? createElement("body", child.props, ...child.children.map((node) => drawNode(node)), <Scripts />)
        : drawNode(child),
    ),
  );
}
