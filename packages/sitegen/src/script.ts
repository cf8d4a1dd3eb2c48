/**
 * script.js of every site (~0.8 KB): the mobile menu (aria-expanded on the button, Escape closes and
 * returns focus, following a link closes) and the sample forms (submit is stopped and a polite status
 * says, in the page language, that nothing was sent). No inline handlers anywhere, so the CSP can forbid inline script.
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
  document.querySelectorAll('form[data-sample]').forEach(function (form) {
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var status = form.querySelector('[role=status]');
      if (status) status.textContent = form.getAttribute('data-sample') || 'Thank you. This form is a sample and is not connected yet, so nothing was sent.';
    });
  });
})();
`;
