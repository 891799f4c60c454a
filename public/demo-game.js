// Fills the demo game page from its query (an external file: the preview CSP allows no inline script).
const query = new URLSearchParams(window.location.search);
const show = (id, value) => {
  const node = document.getElementById(id);
  if (node && value) node.textContent = value;
};
show('game', query.get('game'));
show('title', query.get('title'));
const details = [];
if (query.get('room')) details.push(`room ${query.get('room')}`);
if (query.get('view')) details.push(`view ${query.get('view')}`);
if (query.get('lang')) details.push(`language ${query.get('lang')}`);
if (query.get('trial') === '1') details.push('trial play');
show('details', details.join(' · '));
const back = query.get('back') ?? '';
// Only a path inside the app: never another host or a javascript: address.
if (back.startsWith('/m/')) document.getElementById('back')?.setAttribute('href', back);
