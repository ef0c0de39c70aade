import type {Root} from 'mdast';
import {join} from 'node:path';

import type {
  ArrayExpression,
  ArrowFunctionExpression,
  Property,
  SimpleLiteral,
} from 'estree';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit} from 'unist-util-visit';

import {resolveExample, type ExampleStylesheet} from './exampleSource';
import {javascriptSource} from './javascriptSource';

/** The frame every example renders in; imported per page, never global. */
const EXAMPLE_COMPONENT = '@site/src/components/Example';

export interface Options {
  siteDir: string;
}

interface VFileLike {
  path?: string;
}

/** `import Name from 'path';` as the ESM node MDX expects. */
export function importNode(name: string, path: string): MdxjsEsm {
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
              {
                type: 'ImportDefaultSpecifier',
                local: {type: 'Identifier', name},
              },
            ],
            source: {type: 'Literal', value: path, raw: JSON.stringify(path)},
            attributes: [],
          },
        ],
      },
    },
  };
}

/**
 * `name={"…"}`: a JS string literal, not a JSX string, because JSX would
 * decode entities such as &amp; inside an example's code.
 */
function stringLiteralAttribute(name: string, value: string): MdxJsxAttribute {
  return expressionAttribute(name, JSON.stringify(value), literal(value));
}

/** `name={expression}` as the JSX attribute MDX expects. */
function expressionAttribute(
  name: string,
  value: string,
  expression: ArrowFunctionExpression | SimpleLiteral | ArrayExpression,
): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value,
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

function stringAttribute(
  element: MdxJsxFlowElement,
  name: string,
): string | undefined {
  const attribute = element.attributes.find(
    (a) => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function literal(value: string): SimpleLiteral {
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

/** `[{src: "…", source: "…"}, …]`: the stylesheets an example imports. */
function stylesheetsExpression(
  stylesheets: readonly ExampleStylesheet[],
): ArrayExpression {
  return {
    type: 'ArrayExpression',
    elements: stylesheets.map((stylesheet) => ({
      type: 'ObjectExpression',
      properties: (['src', 'source'] as const).map(
        (key): Property => ({
          type: 'Property',
          key: {type: 'Identifier', name: key},
          value: literal(stylesheet[key]),
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
        }),
      ),
    })),
  };
}

/** `() => import("path")`: loads a module in its own chunk, on demand. */
function dynamicImport(path: string): ArrowFunctionExpression {
  return {
    type: 'ArrowFunctionExpression',
    params: [],
    expression: true,
    async: false,
    generator: false,
    body: {
      type: 'ImportExpression',
      source: {type: 'Literal', value: path, raw: JSON.stringify(path)},
    },
  } as ArrowFunctionExpression;
}

/** What a page may write on <Example>; the rest this plugin adds. */
const AUTHOR_ATTRIBUTES = new Set(['src', 'wide', 'naturalHeight']);

/**
 * Turns `<Example src="examples/Single.tsx" />` into a live example: the
 * page imports the frame component, and the frame loads the example file
 * (with the DayPicker build it uses) in a chunk of its own after the page
 * is interactive. The file's exact text is passed along, so the source
 * shown is the code that runs, with the JavaScript generated from it.
 */
export function remarkExample({siteDir}: Options) {
  return async (tree: Root, file: VFileLike): Promise<void> => {
    const pending: Promise<void>[] = [];
    visit(tree, 'mdxJsxFlowElement', (element: MdxJsxFlowElement) => {
      if (element.name !== 'Example') {
        return;
      }
      const unknown = element.attributes
        .map((a) => (a.type === 'mdxJsxAttribute' ? a.name : '{…spread}'))
        .filter((name) => !AUTHOR_ATTRIBUTES.has(name));
      if (unknown.length > 0) {
        throw new Error(
          `<Example> has no attribute ${unknown.join(', ')} (in ${file.path ?? 'an MDX file'}); it takes ${[...AUTHOR_ATTRIBUTES].join(', ')}.`,
        );
      }
      const src = stringAttribute(element, 'src');
      if (!src || !file.path) {
        throw new Error(
          `<Example> needs a src attribute with a string value (in ${file.path ?? 'an MDX file'}).`,
        );
      }
      const example = resolveExample(src, file.path, siteDir);
      element.attributes.push(
        expressionAttribute(
          'load',
          `() => import(${JSON.stringify(example.importPath)})`,
          dynamicImport(example.importPath),
        ),
        stringLiteralAttribute('source', example.source),
        {type: 'mdxJsxAttribute', name: 'version', value: example.version},
      );
      pending.push(
        javascriptSource(example.source, join(siteDir, src)).then(
          (javascript) => {
            element.attributes.push(
              stringLiteralAttribute('javascript', javascript),
            );
          },
        ),
      );
      if (example.stylesheets.length > 0) {
        element.attributes.push(
          expressionAttribute(
            'stylesheets',
            JSON.stringify(example.stylesheets),
            stylesheetsExpression(example.stylesheets),
          ),
        );
      }
    });
    if (pending.length > 0) {
      await Promise.all(pending);
      tree.children.unshift(importNode('Example', EXAMPLE_COMPONENT));
    }
  };
}

export default remarkExample;
