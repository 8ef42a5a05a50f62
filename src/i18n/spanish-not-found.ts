/**
 * Firebase Hosting answers every unknown address with the one `404.html` at the site's root (status
 * 404), and cannot serve another not-found page for a folder. So the English not-found page, opened at
 * an address under `/es/`, shows the Spanish one instead (docs/decisions/0055-spanish-site.md): this
 * inline script, first in its `<head>`, marks the English page as Spanish (so the English boot script
 * leaves it alone, scripts/prerender/boot.ts) and hides it, fetches the Spanish not-found page
 * (`/es/404`, prerendered as `es/404.html`) and puts that document in its place, its scripts made anew
 * so that they run. The address and the status 404 stay; the Spanish page's code then loads as on any
 * page. If the fetch fails, the English page is shown and works as it is.
 *
 * Allowed by its hash in firebase.json's Content-Security-Policy (tests/unit/hosting.test.ts).
 */
export const SPANISH_NOT_FOUND_PATH = '/es/404';

export const SPANISH_NOT_FOUND_SCRIPT = `(function(){if(!/^\\/es(\\/|$)/.test(location.pathname))return;var d=document.documentElement;d.lang="es";d.style.visibility="hidden";fetch(${JSON.stringify(SPANISH_NOT_FOUND_PATH)}).then(function(r){if(!r.ok)throw r;return r.text()}).then(function(h){var n=document.importNode(new DOMParser().parseFromString(h,"text/html").documentElement,true);document.replaceChild(n,document.documentElement);n.querySelectorAll("script").forEach(function(o){var s=document.createElement("script");for(var i=0;i<o.attributes.length;i++)s.setAttribute(o.attributes[i].name,o.attributes[i].value);s.text=o.text;o.replaceWith(s)})}).catch(function(){d.lang="en";d.style.visibility=""})})()`;
