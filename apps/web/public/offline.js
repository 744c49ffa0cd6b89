// The offline page's language, direction and theme, read from what the app stored (as index.html's boot code
// does), and its texts. The texts live here, not in src/i18n: the app's language files ship inside its hashed
// bundle, which this page cannot name. Keep the RTL codes in step with RTL_LANGUAGES in @storefront/contract.
/* global window, document, location */
(function () {
  var TEXTS = {
    en: {
      title: 'You are offline',
      body: 'This page needs a connection. Check your Wi-Fi or mobile data, then try again.',
      retry: 'Try again',
    },
    ar: {
      title: 'أنت غير متصل بالإنترنت',
      body: 'تحتاج هذه الصفحة إلى اتصال. تحقق من شبكة Wi-Fi أو بيانات الجوال، ثم حاول مرة أخرى.',
      retry: 'حاول مرة أخرى',
    },
    fr: {
      title: 'Vous êtes hors ligne',
      body: 'Cette page a besoin d’une connexion. Vérifiez votre Wi-Fi ou vos données mobiles, puis réessayez.',
      retry: 'Réessayer',
    },
  };
  var root = document.documentElement;
  var lang = 'en';
  try {
    if (localStorage.getItem('theme') === 'dark') root.classList.add('dark');
    lang = localStorage.getItem('language-setting') || 'en';
    try {
      var parsed = JSON.parse(lang);
      if (typeof parsed === 'string') lang = parsed;
    } catch {
      // Stored as plain text.
    }
  } catch {
    // No storage (a private window): the defaults.
  }
  if (!TEXTS[lang]) lang = 'en';
  root.lang = lang;
  root.dir = ['ar', 'he', 'fa', 'ur'].indexOf(lang) >= 0 ? 'rtl' : 'ltr';

  function fill() {
    var texts = TEXTS[lang];
    document.title = texts.title;
    var nodes = document.querySelectorAll('[data-text]');
    for (var i = 0; i < nodes.length; i++) nodes[i].textContent = texts[nodes[i].getAttribute('data-text')];
    var retry = document.getElementById('retry');
    if (retry) retry.addEventListener('click', function () { location.reload(); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fill);
  else fill();
  // The page the visitor asked for, as soon as the connection is back.
  window.addEventListener('online', function () { location.reload(); });
})();
