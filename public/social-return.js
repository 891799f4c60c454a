// Hands the provider's answer (the query: code and state, or error) to the app window that
// opened this popup, on this site's origin only, then closes. An external file: the CSP allows
// no inline script. Opened without an app window, it goes to the home page.
(() => {
  const params = {};
  for (const [key, value] of new URLSearchParams(window.location.search)) params[key] = value;
  const opener = window.opener;
  if (opener && opener !== window) {
    opener.postMessage({ type: 'social-return', params }, window.location.origin);
    window.close();
  } else {
    window.location.replace('/m/home');
  }
})();
