import type {Root} from 'mdast';
import type {Identifier, SimpleLiteral} from 'estree';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit} from 'unist-util-visit';

import {resolveExample} from './exampleSource';

/** The frame every example renders in; imported per page, never global. */
const EXAMPLE_COMPONENT = '@site/src/components/Example';

export interface Options {
  siteDir: string;
}

interface VFileLike {
  path?: string;
}

/** `import Name from 'path';` as the ESM node MDX expects. */
function importNode(name: string, path: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(path)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}},
            ],
            source: {type: 'Literal', value: path, raw: JSON.stringify(path)},
            attributes: [],
          },
        ],
      },
    },
  };
}

/** `name={expression}` as the JSX attribute MDX expects. */
function expressionAttribute(
  name: string,
  expression: Identifier | SimpleLiteral,
): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: expression.type === 'Identifier' ? expression.name : String(expression.raw),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression}],
        },
      },
    },
  };
}

function stringAttribute(element: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = element.attributes.find(
    (a) => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/**
 * Turns `<Example src="examples/Single.tsx" />` into a live example: imports
 * the file's default export and the frame component into the page (so their
 * code lands in this page's chunk only) and passes the file's exact text
 * along, so the source shown is the code that runs.
 */
export function remarkExamples({siteDir}: Options) {
  return (tree: Root, file: VFileLike): void => {
    const imports: MdxjsEsm[] = [];
    visit(tree, 'mdxJsxFlowElement', (element: MdxJsxFlowElement) => {
      if (element.name !== 'Example') {
        return;
      }
      const src = stringAttribute(element, 'src');
      if (!src || !file.path) {
        throw new Error(
          `<Example> needs a src attribute with a string value (in ${file.path ?? 'an MDX file'}).`,
        );
      }
      const example = resolveExample(src, file.path, siteDir);
      const componentName = `Example${imports.length}`;
      imports.push(importNode(componentName, example.importPath));
      element.attributes.push(
        expressionAttribute('component', {type: 'Identifier', name: componentName}),
        // A JS string literal, not a JSX string: JSX would decode entities
        // such as &amp; inside the example's code.
        expressionAttribute('source', {
          type: 'Literal',
          value: example.source,
          raw: JSON.stringify(example.source),
        }),
        {type: 'mdxJsxAttribute', name: 'version', value: example.version},
      );
    });
    if (imports.length > 0) {
      tree.children.unshift(importNode('Example', EXAMPLE_COMPONENT), ...imports);
    }
  };
}

export default remarkExamples;
