/**
 * The phases of a Docusaurus build, read from its performance log
 * (`DOCUSAURUS_PERF_LOGGER=true`), so a benchmark names the phase that got
 * slower instead of reporting one wall time.
 */
import {stripVTControlCharacters} from 'node:util';

export interface BuildPhase {
  /** The phase as Docusaurus names it, without the locale prefix. */
  name: string;
  seconds: number;
}

/** The phases every build logs, in the order they run. */
export const MAIN_PHASES = [
  'Load site > Load plugins > Init plugins',
  'Load site > Load plugins > Load plugins content',
  'Load site > Load plugins > allContentLoaded()',
  'Bundling with rspack',
  'SSG',
  'postBuild()',
] as const;

// The time of one plugin's allContentLoaded, e.g. "… allContentLoaded() - llms@default".
const PLUGIN_STEP =
  /^Load site > Load plugins > allContentLoaded\(\) > allContentLoaded\(\) - (.+)$/;

const PERF_LINE =
  /^\[PERF\] Build > [^>]+? > (.+?) - ([\d.]+) (ms|seconds)!?(?: - |$)/;

/**
 * The main phases and each plugin's allContentLoaded, in seconds. Throws,
 * naming them, when main phases are missing: Docusaurus changed its log and
 * the benchmark would otherwise report nothing.
 */
export function buildPhases(log: string): BuildPhase[] {
  const found = new Map<string, number>();
  for (const line of stripVTControlCharacters(log).split('\n')) {
    const match = PERF_LINE.exec(line.trim());
    if (match) {
      const [, name, value, unit] = match;
      found.set(name!, Number(value) / (unit === 'ms' ? 1000 : 1));
    }
  }
  const missing = MAIN_PHASES.filter((phase) => !found.has(phase));
  if (missing.length > 0) {
    throw new Error(
      `The build's performance log has no ${missing.join(', ')}: Docusaurus changed its phase names; update MAIN_PHASES in scripts/lib/buildPhases.ts.`,
    );
  }
  const round = (seconds: number) => Math.round(seconds * 10) / 10;
  const phases: BuildPhase[] = [];
  for (const phase of MAIN_PHASES) {
    phases.push({name: phase, seconds: round(found.get(phase)!)});
    if (phase === 'Load site > Load plugins > allContentLoaded()') {
      for (const [name, seconds] of found) {
        const plugin = PLUGIN_STEP.exec(name)?.[1];
        if (plugin) {
          phases.push({
            name: `  allContentLoaded of ${plugin}`,
            seconds: round(seconds),
          });
        }
      }
    }
  }
  return phases;
}
