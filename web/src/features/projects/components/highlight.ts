import hljs from 'highlight.js/lib/core';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import xml from 'highlight.js/lib/languages/xml';
import 'highlight.js/styles/github-dark.css';

/*
 * Syntax highlighting for the Code tab (issue 17 §5), loaded only when that tab opens: highlight.js's
 * core with the three languages a site is written in (HTML through `xml`, CSS, JavaScript) and its
 * GitHub Dark theme. highlight.js escapes the code it is given; the result is safe as innerHTML.
 */
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('css', css);
hljs.registerLanguage('javascript', javascript);

/** The code as highlighted HTML (spans with hljs-* classes). @param language 'xml' | 'css' | 'javascript'. */
export function highlight(code: string, language: 'xml' | 'css' | 'javascript'): string {
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
