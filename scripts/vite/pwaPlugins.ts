import { createHash } from 'node:crypto';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PSEUDO_MESSAGES_MODULE } from './messagesPlugin.ts';

/** spec 2: fetched by the update check (src/features/pwa/UpdateStore.ts). */
export const ASSET_MANIFEST = 'asset-manifest.json';
const LANGUAGE_MODULE = /[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z-]+)\.json$/;
/** English backs every language (spec 5), so it is the one catalogue the worker precaches. */
const PRECACHED_LANGUAGE = 'en';

/** What the app build learns for the worker build that follows it. */
interface BuildFacts {
  /** File names of the message catalogues other than English. */
  otherLanguages: Set<string>;
}

/** Files that make up a release; tenant files are data, fetched no-cache, not part of it. */
function isReleaseFile(fileName: string): boolean {
  return (
    !fileName.startsWith('tenants/') && !fileName.endsWith('.map') && fileName !== ASSET_MANIFEST
  );
}

/**
 * The build's content hash: its file names carry the content hashes of the chunks; index.html
 * adds its inline CSS. The same sources give the same hash.
 */
export function releaseHash(fileNames: readonly string[], indexHtml = ''): string {
  const hash = createHash('sha256');
  for (const name of [...fileNames].filter(isReleaseFile).sort()) hash.update(`${name}\n`);
  hash.update(indexHtml);
  return hash.digest('hex').slice(0, 20);
}

/** Emits asset-manifest.json ({ hash }) and notes which chunks are non-English messages. */
function assetManifestPlugin(facts: BuildFacts): Plugin {
  return {
    name: 'mobile-web:asset-manifest',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const language = LANGUAGE_MODULE.exec(output.facadeModuleId)?.[1];
        if (language && language !== PRECACHED_LANGUAGE) facts.otherLanguages.add(fileName);
        // QA's pseudo-locales (en-XA, ar-XB) are never precached on a member's phone.
        if (output.facadeModuleId.startsWith(PSEUDO_MESSAGES_MODULE)) {
          facts.otherLanguages.add(fileName);
        }
      }
      const html = bundle['index.html'];
      // Only the app's build has index.html (Storybook's preview build has iframe.html).
      if (html?.type !== 'asset') return;
      const hash = releaseHash(Object.keys(bundle), String(html.source));
      this.emitFile({ type: 'asset', fileName: ASSET_MANIFEST, source: JSON.stringify({ hash }) });
    },
  };
}

/** The cookie with which QA and the e2e suite make the preview server announce a next build. */
export const NEXT_BUILD_COOKIE = 'demoNextBuild';

/**
 * spec 2: the second asset manifest the update check reads (src/features/pwa/PwaStore.ts). No
 * second app is built here: the demo servers answer 204 (nothing to compare, and no error in
 * the console, which a 404 would log on every page), or, with this cookie, a build of it.
 */
export const SECOND_ASSET_MANIFEST_PATH = '/mobile/mc/asset-manifest.json';
export const NEXT_SECOND_BUILD_COOKIE = 'demoNextMcBuild';

function cookieValue(header: string | undefined, name: string): string | null {
  const found = (header ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name);
  return found?.[1] ? decodeURIComponent(found[1]) : null;
}

/**
 * The preview server (demo and tests only, never a merchant's host) answers the asset manifest
 * with the hash in the `demoNextBuild` cookie when there is one, as if the next build were
 * deployed. The request goes through the service worker like any other, so the update flow is
 * tested end to end (a browser-side route would not see requests the worker passes on).
 */
function nextBuildPreviewPlugin(): Plugin {
  return {
    name: 'mobile-web:demo-next-build',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== SECOND_ASSET_MANIFEST_PATH) return next();
        const hash = cookieValue(req.headers.cookie, NEXT_SECOND_BUILD_COOKIE);
        res.setHeader('cache-control', 'no-store');
        if (!hash) {
          res.statusCode = 204;
          res.end();
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ hash }));
      });
      server.middlewares.use((req, res, next) => {
        if (!req.url?.split('?')[0]?.endsWith(`/${ASSET_MANIFEST}`)) return next();
        const cookie = (req.headers.cookie ?? '')
          .split(';')
          .map((part) => part.trim().split('='))
          .find(([name]) => name === NEXT_BUILD_COOKIE);
        if (!cookie?.[1]) return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify({ hash: decodeURIComponent(cookie[1]) }));
      });
    },
  };
}

/**
 * The service worker /m/sw.js (src/sw/sw.ts, injectManifest) and the asset manifest. The worker
 * precaches the shell: index.html, the JS and CSS chunks and the English messages.
 */
export function pwaPlugins(): PluginOption[] {
  const facts: BuildFacts = { otherLanguages: new Set() };
  const isOtherLanguage = (url: string) =>
    [...facts.otherLanguages].some((fileName) => url.endsWith(fileName));
  return [
    assetManifestPlugin(facts),
    nextBuildPreviewPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The app registers the worker itself, 500 ms after start (src/features/pwa/PwaStore.ts).
      injectRegister: false,
      // Each merchant has its own manifest, served by the API (/wps/system/manifest.json).
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        // A classic worker: module service workers are too new for some browsers.
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/**/*.{js,css}'],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !isOtherLanguage(entry.url)),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}
