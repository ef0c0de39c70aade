/** The part of a loaded plugin this module reads and wraps. */
export interface PostBuildPlugin {
  name: string;
  postBuild?: (...args: never[]) => unknown;
}

/**
 * Resolves once every other plugin's postBuild has settled, so that the
 * caller reads the build as it will be shipped (plugin-client-redirects,
 * for one, writes its pages in its postBuild).
 *
 * Docusaurus 3.8.1 runs the postBuild hooks together: `Promise.all` over
 * the plugin list, calling each hook in list order in the same task
 * (`executePluginsPostBuild` in @docusaurus/core's build). Called from the
 * postBuild of `self`, the first plugin in that list that has one (see
 * ./preset.ts), it finds no other hook started yet and wraps each, which
 * gives it their promises. It throws rather than wait forever when a hook
 * had already started, or when Docusaurus did not start them all in that
 * task, as a later version might.
 */
export async function afterOtherPostBuilds(
  self: string,
  plugins: readonly PostBuildPlugin[],
): Promise<void> {
  const withHook = plugins.filter((plugin) => plugin.postBuild);
  const position = withHook.findIndex((plugin) => plugin.name === self);
  if (position !== 0) {
    throw new Error(
      `${self}: its postBuild must be the first to start, to wait for the others; ${withHook
        .slice(0, Math.max(position, 0))
        .map((plugin) => plugin.name)
        .join(', ')} start before it. Load it from its preset, first.`,
    );
  }
  const runs: unknown[] = [];
  for (const plugin of withHook.slice(1)) {
    const hook = plugin.postBuild!;
    plugin.postBuild = (...args) => {
      const run = hook.apply(plugin, args);
      runs.push(run);
      return run;
    };
  }
  await new Promise((resolve) => setImmediate(resolve));
  if (runs.length !== withHook.length - 1) {
    throw new Error(
      `${self}: Docusaurus started ${runs.length} of the ${withHook.length - 1} other postBuild hooks alongside this one, so it cannot know when the build is complete.`,
    );
  }
  // Their failures fail the build through Docusaurus itself.
  await Promise.allSettled(runs);
}
