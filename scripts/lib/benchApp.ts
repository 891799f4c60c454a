import type { Logger } from 'vite';
import { appToMeasure } from './benchBuild.ts';
import { startPreview, type RunningPreview } from './benchPreview.ts';

/**
 * The app a bench mode measures (the build at hand with --no-build, else a new one), on the
 * preview server, asked for `probePath` once it listens.
 */
export async function previewAppToMeasure(options: {
  root: string;
  outDir: string;
  reuse: boolean;
  probePath: string;
  logger: Logger;
}): Promise<RunningPreview> {
  const { root, outDir, reuse, probePath, logger } = options;
  const app = await appToMeasure({ root, outDir, logger, reuse });
  return startPreview({ root, outDir: app.outDir, logger, probePath });
}

/** A flag's whole number above 0, or `fallback` when the flag is absent. */
export function positiveWhole(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^[1-9]\d*$/.test(value))
    throw new Error(`${flag}: expected a whole number above 0 (got "${value}")`);
  return Number(value);
}
