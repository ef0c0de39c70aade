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

/**
 * What an element says it is: a calendar day by its date, anything else by
 * its tag, label and text. The live render can differ from the pre-rendered
 * one (another month, another today), so a replay goes only to an element
 * with the same identity, never merely to the same place.
 */
export function identityOf(element: Element): string {
  const day = element.closest('[data-day]')?.getAttribute('data-day');
  if (day) {
    return `${element.tagName} day ${day}`;
  }
  return [
    element.tagName,
    element.getAttribute('aria-label') ?? '',
    element.textContent?.trim() ?? '',
  ].join(' ');
}

/**
 * The live element that stands for a pre-rendered one: the element at the
 * same path when its identity matches, else the one element under `root`
 * with that identity; undefined when there is none or more than one.
 */
export function counterpartOf(
  root: Element,
  path: ElementPath,
  identity: string,
): Element | undefined {
  const atPath = elementAt(root, path);
  if (atPath && identityOf(atPath) === identity) {
    return atPath;
  }
  const tag = identity.slice(0, identity.indexOf(' '));
  const matches = Array.from(root.querySelectorAll(tag)).filter(
    (element) => identityOf(element) === identity,
  );
  return matches.length === 1 ? matches[0] : undefined;
}
