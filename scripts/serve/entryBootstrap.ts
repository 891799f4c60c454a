import { createHash } from 'node:crypto';

/**
 * The app's entry, started by a script of ours instead of the parser (docs/serving.md, "Scripts
 * under 'strict-dynamic'"). Under `'strict-dynamic'` a `<script src>` the parser meets is allowed
 * only by a nonce or, in Chromium alone, a hash with `integrity`; a script that a trusted script
 * creates is allowed, and so are the modules it imports, statically or not. So the build's
 * index.html keeps the entry as a `<link rel="modulepreload" data-entry>` (fetched as early as the
 * `<script type="module">` it replaces, modulepreload being no parser-inserted script) and this
 * inline script, last in `<body>`, adds the `<script type="module">`: `#root` is parsed by then,
 * as it was for the deferred module script.
 *
 * Its text never changes with a build, so its hash (ENTRY_BOOTSTRAP_HASH) is in every app page's
 * policy even when the configuration was written without the build's index.html: a stale start
 * loader hash costs a round trip (decision 0012), never the app.
 *
 * It also sets the Trusted Types `default` policy (report-only, csp.ts): a script URL of this
 * origin or of an https origin passes (the entry, the worker, vendors' loaders, whose hosts the
 * report-only `script-src` checks); any other is reported. HTML and script text get no default,
 * so a string that reaches `innerHTML` or `eval` is reported.
 */
export const ENTRY_BOOTSTRAP =
  '(function(){var d=document,t=window.trustedTypes;' +
  "if(t&&t.createPolicy&&!t.defaultPolicy)try{t.createPolicy('default',{createScriptURL:function(u){" +
  "var a=new URL(u,location.href);return a.origin===location.origin||a.protocol==='https:'?u:null}})}catch(e){}" +
  "var l=d.querySelector('link[rel=modulepreload][data-entry]');" +
  "if(l){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=l.href;d.body.appendChild(s)}})()";

/** The bootstrap's CSP source, `'sha256-…'` of its text as the browser hashes it. */
export const ENTRY_BOOTSTRAP_HASH = `'sha256-${createHash('sha256').update(ENTRY_BOOTSTRAP).digest('base64')}'`;

/** Vite's entry tag in the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The built index.html with its entry started by the bootstrap: the module script becomes a
 * module preload marked `data-entry`, and the bootstrap goes last in `<body>`. A page with no
 * entry tag is returned as it is; one with two is refused (only one can be marked).
 */
export function entryByBootstrap(html: string): string {
  const found = html.match(new RegExp(ENTRY_SCRIPT.source, 'g')) ?? [];
  if (found.length === 0) return html;
  if (found.length > 1) throw new Error('index.html has more than one module entry script');
  if (!html.includes('</body>'))
    throw new Error('index.html has no </body> for the entry bootstrap');
  return html
    .replace(
      ENTRY_SCRIPT,
      (_, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-entry>`,
    )
    .replace('</body>', `  <script>${ENTRY_BOOTSTRAP}</script>\n  </body>`);
}
