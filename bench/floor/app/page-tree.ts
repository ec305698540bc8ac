import { createContext, createElement, type ReactNode } from "react";

/** An element of a page as parsed once: tag, React props, children (text or elements). */
export type PageElement = { tag: string; props: Record<string, unknown>; children: PageNode[] };
export type PageNode = PageElement | string;

/** A page the floor draws: its `<html>` element and the loader data its document carried. */
export type FloorPage = { html: PageElement; loaderData: unknown };

/** The pages by name, parsed by entry.server at the start and handed to the tree through this context. */
export const FloorPages = createContext<ReadonlyMap<string, FloorPage>>(new Map());

/** The elements of a parsed node, made anew on every render as JSX would make them. */
export function drawNode(node: PageNode): ReactNode {
  if (typeof node === "string") return node;
  return createElement(node.tag, node.props, ...node.children.map(drawNode));
}
