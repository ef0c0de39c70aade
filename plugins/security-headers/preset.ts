import type {LoadContext, PluginOptions, Preset} from '@docusaurus/types';

import securityHeadersPlugin from './index';

/**
 * Loads the security-headers plugin first of all plugins: Docusaurus puts
 * presets' plugins before the site's, in preset order, and this preset is
 * listed first. Its postBuild must start first to wait for the others (see
 * ./afterOtherPostBuilds.ts).
 */
export default function securityHeadersPreset(
  _context: LoadContext,
  options: PluginOptions,
): Preset {
  return {plugins: [[securityHeadersPlugin, options]]};
}
