// Answers the app that framed this page at once with demo Telegram auth data, as
// #tgAuthResult=<base64url JSON>. An external file: the preview CSP allows no inline script.
// The id is 100000001 (bound to member1 in the demo API) unless local storage
// `demo.telegramId` names another; any other id is unknown to the demo (docs/sign-in.md).
(() => {
  const query = new URLSearchParams(window.location.search);
  const origin = query.get('origin');
  // Only this site's own pages get the data: the demo page never talks to another origin.
  if (window.parent === window || origin !== window.location.origin) return;
  let id = 100000001;
  try {
    const chosen = Number(window.localStorage.getItem('demo.telegramId'));
    if (Number.isSafeInteger(chosen) && chosen > 0) id = chosen;
  } catch {
    // storage disabled: the default id
  }
  const data = {
    id,
    first_name: 'Demo',
    last_name: 'Telegram',
    username: 'demo_telegram',
    auth_date: Math.floor(Date.now() / 1000),
    hash: 'demo-valid',
  };
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(data))) {
    binary += String.fromCharCode(byte);
  }
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  window.parent.postMessage(`#tgAuthResult=${encoded}`, origin);
})();
