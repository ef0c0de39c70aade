import type {Plugin} from '@docusaurus/types';

/** Packages only the live-example editor uses, by the chunk they go in. */
export const EDITOR_VENDOR_CHUNKS = {
  // CodeMirror and what it is built on.
  'example-editor-vendor':
    /[\\/]node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt)[\\/]/,
  // The compiler.
  'example-compiler-vendor':
    /[\\/]node_modules[\\/](sucrase|lines-and-columns)[\\/]/,
} as const;

/**
 * Gives the editor's third-party code (src/components/ExampleEditor) named
 * chunks of its own, instead of anonymous vendor chunks, so the benchmark
 * and the browser tests can tell exactly what the first click of Edit
 * loads. They are async chunks: no page loads them before that click.
 */
export default function exampleEditorPlugin(): Plugin {
  return {
    name: 'example-editor',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: Object.fromEntries(
                  Object.entries(EDITOR_VENDOR_CHUNKS).map(([name, test]) => [
                    name,
                    {test, name, chunks: 'async', priority: 50, enforce: true},
                  ]),
                ),
              },
            },
          },
  };
}
