import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const builtIndexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>';

/**
 * A built web app in a temporary folder: `dist/index.html` and, beside it, the server renderer
 * `dist-server/entry-server.js` with the source given. Returns the `dist` folder and its removal.
 */
export const writeWebBuild = async (rendererModule: string) => {
  const build = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-web-build-'));
  await fs.mkdir(path.join(build, 'dist'));
  await fs.mkdir(path.join(build, 'dist-server'));
  await fs.writeFile(path.join(build, 'dist', 'index.html'), builtIndexHtml);
  await fs.writeFile(path.join(build, 'dist-server', 'entry-server.js'), rendererModule);
  return {
    webDistDir: path.join(build, 'dist'),
    remove: () => fs.rm(build, { recursive: true, force: true }),
  };
};
