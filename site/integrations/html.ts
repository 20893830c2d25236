// Reading built pages with a real HTML parser (parse5), for the post-build steps and the size
// budgets: what the browser sees, comments and attribute escaping handled as it handles them.
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';

/** One element of a parsed page. */
export type Element = Tree.Element;

/** Parses a page, keeping each node's offsets in the source so a step can insert text. */
export function parseHtml(html: string): Tree.Document {
  return parse(html, { sourceCodeLocationInfo: true });
}

/** Every element under `node`, in document order. */
export function* elements(node: Tree.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elements(child.tagName === 'template' ? (child as Tree.Template).content : child);
  }
}

/** The value of an attribute, or undefined when the element does not have it. */
export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((found) => found.name === name)?.value;
}

/** The text of a script or style element, exactly as the browser runs (and hashes) it. */
export function textOf(element: Element): string {
  const texts = element.childNodes.filter((child) => defaultTreeAdapter.isTextNode(child));
  return texts.map((text) => text.value).join('');
}
