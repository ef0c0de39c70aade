/** Where an element sits under a root: the child index at each level. */
export type ElementPath = readonly number[];

export function pathTo(root: Element, element: Element): ElementPath {
  const path: number[] = [];
  for (
    let node: Element | null = element;
    node && node !== root;
    node = node.parentElement
  ) {
    path.unshift(
      Array.prototype.indexOf.call(node.parentElement?.children ?? [], node),
    );
  }
  return path;
}

/** The element at `path` under `root`, if the tree still has one there. */
export function elementAt(
  root: Element,
  path: ElementPath,
): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) {
    node = node?.children[index];
  }
  return node;
}
