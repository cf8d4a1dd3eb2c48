/**
 * script.js of every site (~1.6 KB): the mobile menu (aria-expanded on the button, Escape closes and
 * returns focus, following a link closes) and the forms: in the app's preview the submit is stopped and
 * a polite status says, in the page language, that nothing was sent; on the live site the form is sent
 * with fetch (urlencoded with `Accept: application/json`: a CORS simple request, no preflight) and the
 * status says whether it arrived (issue 16 §2). No inline handlers anywhere, so the CSP can forbid inline script.
 */
export const SCRIPT_JS = `(function () {
  var btn = document.querySelector('.menu-btn');
  var menu = document.getElementById('site-menu');
  if (btn && menu) {
    var set = function (open) { btn.setAttribute('aria-expanded', String(open)); };
    btn.addEventListener('click', function () { set(btn.getAttribute('aria-expanded') !== 'true'); });
    menu.addEventListener('click', function (e) { if (e.target.closest && e.target.closest('a')) set(false); });
    document.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && btn.getAttribute('aria-expanded') === 'true') { set(false); btn.focus(); }
    });
  }
  document.querySelectorAll('form.form').forEach(function (form) {
    var status = form.querySelector('[role=status]');
    var say = function (t) { if (status) status.textContent = t; };
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      if (form.hasAttribute('data-preview')) return say(form.getAttribute('data-preview'));
      var key = form.elements._key, button = form.querySelector('[type=submit]');
      // One key per message, kept across retries, so a retried request is stored once.
      if (key && !key.value) key.value = window.crypto && crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2) + Date.now();
      if (button) button.disabled = true;
      say('');
      fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), headers: { Accept: 'application/json' } })
        .then(function (r) {
          return r.json().catch(function () { return {}; }).then(function (body) {
            if (!r.ok) throw new Error(typeof body.detail === 'string' ? body.detail : '');
            form.reset();
            if (key) key.value = '';
            say(form.getAttribute('data-sent'));
          });
        })
        .catch(function (err) { say(err.message || form.getAttribute('data-failed')); })
        .then(function () { if (button) button.disabled = false; });
    });
  });
})();
`;
