/* global window, document, Element */
/*
 * Public pages arrive rendered (prerendered, or rendered with their data by the server) and the
 * app takes them over once its code has loaded (src/main.tsx). A tap on one of the rendered page's
 * buttons before then would do nothing; this remembers it and the app replays it once it is in
 * charge, so the menu opens or the slot is picked a moment late instead of not at all. Links and
 * the search form work without the app and are left alone. Loaded async: it is tiny, arrives
 * before the app's code, and never holds the first paint back.
 */
(function () {
  var taps = [];
  window.__earlyTaps = taps;
  var selector = 'button, [role="button"], [role="tab"], [role="option"], summary';
  document.addEventListener(
    'click',
    function (event) {
      if (window.__appTakingOver) return;
      var root = document.getElementById('root');
      var target = event.target instanceof Element ? event.target.closest(selector) : null;
      if (!root || !target || !root.contains(target)) return;
      if (target.type === 'submit' && target.form && target.form.getAttribute('action')) return;
      event.preventDefault();
      event.stopPropagation();
      taps.push(target);
    },
    true,
  );

  // A signed-in visitor was sent the page as a signed-out one sees it; the app renders it afresh for
  // them, so the rendered page is not for tapping meanwhile (the app lifts this as it takes over).
  var signedIn = false;
  try {
    signedIn = Boolean(window.localStorage.getItem('token'));
    // The server sends the cookie banner to everyone (it cannot know who has chosen); a visitor who
    // has (contracts' COOKIE_CONSENT_VALUES) should not have it over the page until the app takes
    // over and removes it: index.css hides it while <html> carries this mark.
    var consent = window.localStorage.getItem('cookieConsent');
    if (consent === 'all' || consent === 'essential') document.documentElement.setAttribute('data-cookie-choice', '');
  } catch {
    // storage unavailable: nobody is signed in, nobody has chosen
  }
  if (!signedIn) return;
  (function holdRoot() {
    if (window.__appTakingOver) return;
    var root = document.getElementById('root');
    if (root) root.setAttribute('inert', '');
    else setTimeout(holdRoot, 10);
  })();
})();
