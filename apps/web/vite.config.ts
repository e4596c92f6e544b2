import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The browser runs React's API on Preact (decision 052): the same components in a third of the
 * bytes. The server draws the public pages with React itself, whose HTML Preact takes over; the
 * unit tests (mode `test`) run React too, and the browser tests run this build.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/lib/react-on-preact.js') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** Where the build puts the chunks of the back office's pages. */
const backOfficeChunks = 'assets/admin/';

/**
 * Two builds: the browser's (`dist`), and with `--ssr` the server's renderer of the public pages
 * (`dist-server`, outside what the server hands out as files).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The server sends these .br and .gz copies when the browser accepts them (plugins/web.ts).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|html|svg|json|txt|xml|webmanifest)$/,
        algorithms: ['brotliCompress', 'gzip'],
        skipIfLargerOrEqual: true,
      }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // React itself draws pages on the server: the built renderer, the development server's
      // (mode `server-render`, plugins/web-dev.ts) and the unit tests.
      ...(isSsrBuild || mode === 'test' || mode === 'server-render' ? [] : reactOnPreact),
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        // What each chunk imports: the browser tests check the back office's script budget (088).
        manifest: true,
        // The preload helper's links cost the main thread while a drawn page is taken over: a
        // chunk loaded later finds its imports itself, but the entry's, which index.html names
        // for the pages the browser draws, and the back office's pages' (088, decision 096).
        modulePreload: {
          resolveDependencies: (chunk, imports, { hostType }) =>
            hostType === 'html' || chunk.startsWith(backOfficeChunks) ? imports : [],
        },
        rolldownOptions: {
          output: {
            chunkFileNames: ({ facadeModuleId }) =>
              `${facadeModuleId?.includes('/src/features/admin/') ? backOfficeChunks : 'assets/'}[name]-[hash].js`,
            // Modules run in source order whatever chunk they land in: lib/zod-config must run
            // before the first schema of @osi/shared is built, whichever chunk holds shared.
            strictExecutionOrder: true,
            // Libraries change less often than our code: separate chunks stay cached across releases.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]/,
                },
                // The back office's rich-text editor: only its pages load it.
                {
                  name: 'editor',
                  test: /node_modules[\\/](@tiptap|prosemirror-[a-z]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|markdown-it|punycode\.js|uc\.micro|mdurl|entities|linkify-it)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
