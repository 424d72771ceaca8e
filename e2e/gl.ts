import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether Debian's Mesa software GL driver (llvmpipe, package libgl1-mesa-dri, which .ci/run installs) is on this
 * machine, in any of its multiarch folders.
 */
export function hasMesa(): boolean {
  return readdirSync('/usr/lib').some(
    (dir) => dir.endsWith('-linux-gnu') && existsSync(path.join('/usr/lib', dir, 'dri/swrast_dri.so')),
  );
}

/**
 * Chromium's flags for WebGL without a GPU: Mesa's llvmpipe through ANGLE's EGL back end where Mesa is
 * installed, otherwise Chromium's own SwiftShader (see playwright.config.ts, MAP_ARGS).
 */
export const SOFTWARE_GL_ARGS = hasMesa()
  ? ['--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist']
  : ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/**
 * How long a drawn map may take to move (a goTo), redraw its layers and recount what is in view: 5–10 s measured
 * for one test alone here (the share-link test, eight runs), more while the other worker draws a map too. The
 * default 15 s for an expect was once not enough in a full run; waits for a moved map's state use this.
 */
export const MAP_REDRAWN = { timeout: 30_000 };
