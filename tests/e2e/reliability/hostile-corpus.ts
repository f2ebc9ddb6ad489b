/**
 * Hostile inputs for the reliability suite. Every executable payload calls `__xss(<id>)` (a trap the
 * test installs), so a payload that runs names itself. Placement is decided by the spec.
 */

export interface Payload {
  id: string;
  kind: 'html' | 'handler' | 'url' | 'css' | 'unicode' | 'mfm-huge' | 'mfm-number' | 'katex' | 'misc';
  text: string;
}

const js = (id: string) => `__xss('${id}')`;

const HTML: Array<[string, string]> = [
  ['script', `<script>${js('script')}</script>`],
  ['script-src', `<script src="data:text/javascript,${js('script-src')}"></script>`],
  ['script-break', `"><script>${js('script-break')}</script>`],
  ['textarea-break', `</textarea><script>${js('textarea-break')}</script>`],
  ['title-break', `</title><script>${js('title-break')}</script>`],
  ['style', `<style>body{display:none}</style>`],
  ['style-import', `<style>@import url("https://evil.example/x.css");</style>`],
  ['iframe-js', `<iframe src="javascript:${js('iframe-js')}"></iframe>`],
  ['iframe-srcdoc', `<iframe srcdoc="<script>parent.${js('iframe-srcdoc')}</script>"></iframe>`],
  ['object', `<object data="javascript:${js('object')}"></object>`],
  ['embed', `<embed src="javascript:${js('embed')}">`],
  ['base', `<base href="javascript:${js('base')}//">`],
  ['meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:${js('meta-refresh')}">`],
  ['form', `<form action="javascript:${js('form')}"><button>go</button></form>`],
  ['math-mglyph', `<math><mtext><table><mglyph><style><img src=x onerror=${js('math-mglyph')}>`],
  ['svg-script', `<svg><script>${js('svg-script')}</script></svg>`],
  ['template', `<template><img src=x onerror=${js('template')}></template>`],
  ['noscript', `<noscript><p title="</noscript><img src=x onerror=${js('noscript')}>">`],
  ['comment', `<!--<img src="--><img src=x onerror=${js('comment')}//">`],
  ['cdata', `<![CDATA[<script>${js('cdata')}</script>]]>`],
  ['angular', `{{constructor.constructor('${js('angular')}')()}}`],
  ['template-literal', '${' + js('template-literal') + '}'],
  ['entity', `&lt;script&gt;${js('entity')}&lt;/script&gt; &#60;img src=x onerror=${js('entity2')}&#62;`],
  ['null-byte', `<scr\u0000ipt>${js('null-byte')}</scr\u0000ipt>`],
];

const HANDLERS: Array<[string, string]> = [
  ['img-onerror', `<img src=x onerror=${js('img-onerror')}>`],
  ['svg-onload', `<svg onload=${js('svg-onload')}>`],
  ['body-onload', `<body onload=${js('body-onload')}>`],
  ['div-onmouseover', `<div onmouseover="${js('div-onmouseover')}" style="position:fixed;inset:0">hover</div>`],
  ['input-autofocus', `<input autofocus onfocus=${js('input-autofocus')}>`],
  ['details-ontoggle', `<details open ontoggle=${js('details-ontoggle')}>`],
  ['video-onerror', `<video><source onerror="${js('video-onerror')}"></video>`],
  ['marquee', `<marquee onstart=${js('marquee')}>x</marquee>`],
  ['attr-break', `" onmouseover="${js('attr-break')}" x="`],
  ['attr-break-single', `' onfocus='${js('attr-break-single')}' autofocus='`],
  ['mfm-bold-handler', `**<img src=x onerror=${js('mfm-bold-handler')}>**`],
  ['mfm-center-handler', `<center><svg/onload=${js('mfm-center-handler')}></center>`],
  ['mfm-fn-handler', `$[x2 <img src=x onerror=${js('mfm-fn-handler')}>]`],
];

const URLS: Array<[string, string]> = [
  ['md-js', `[click me](javascript:${js('md-js')})`],
  ['md-js-case', `[click](JaVaScRiPt:${js('md-js-case')})`],
  ['md-js-tab', `[click](java\tscript:${js('md-js-tab')})`],
  ['md-js-space', `[click]( javascript:${js('md-js-space')})`],
  ['md-js-entity', `[click](&#106;avascript:${js('md-js-entity')})`],
  ['md-data', `[click](data:text/html,<script>${js('md-data')}</script>)`],
  ['md-data-b64', `[click](data:text/html;base64,PHNjcmlwdD5fX3hzcygnbWQtZGF0YS1iNjQnKTwvc2NyaXB0Pg==)`],
  ['md-vbscript', `[click](vbscript:msgbox(1))`],
  ['md-file', `[click](file:///etc/passwd)`],
  ['silent-js', `?[silent](javascript:${js('silent-js')})`],
  ['bare-js', `javascript:${js('bare-js')}`],
  ['url-quote-break', `https://example.com/"onmouseover="${js('url-quote-break')}"`],
  ['url-tag-break', `https://example.com/"><img src=x onerror=${js('url-tag-break')}>`],
  ['angle-url', `<https://example.com/" onclick="${js('angle-url')}>`],
  ['angle-js', `<javascript:${js('angle-js')}>`],
  ['md-label-html', `[<img src=x onerror=${js('md-label-html')}>](https://example.com)`],
  ['md-title', `[x](https://example.com "title" onclick="${js('md-title')}")`],
  ['url-unicode-host', `https://ex\u0430mple.com/login`],
  ['url-userinfo', `https://example.com@evil.example/`],
  ['url-huge', `https://example.com/${'a'.repeat(5000)}`],
  ['url-preview-invalid', `https://unreachable.example/"><script>${js('url-preview-invalid')}</script>`],
  ['mention-js', `@javascript:${js('mention-js')}`],
  ['hashtag-js', `#javascript:${js('hashtag-js')}`],
  ['search-js', `javascript:${js('search-js')} search`],
];

const CSS: Array<[string, string]> = [
  ['fg-inject', `$[fg.color=f00;background:url(javascript:${js('fg-inject')}) red]`],
  ['bg-inject', `$[bg.color=f00);position:fixed;inset:0;z-index:99999 cover]`],
  ['border-inject', `$[border.style=solid;background-image:url(https://evil.example/x.png) boxed]`],
  ['border-color-inject', `$[border.color=f00;position:fixed boxed]`],
  ['font-inject', `$[font.family=x;} body{display:none} text]`],
  ['fg-expression', `$[fg.color=expression(${js('fg-expression')}) text]`],
  ['bg-var', `$[bg.color=var(--x);--x:url(javascript:${js('bg-var')}) text]`],
  ['position-fixed', `$[position.x=0;position:fixed,y=0 text]`],
  ['ruby-inject', `$[ruby a <style>*{display:none}</style>]`],
  ['color-named', `$[fg.color=transparent invisible?]`],
];

const UNICODE: Array<[string, string]> = [
  ['rlo', `\u202Egnp.exe\u202C harmless.png`],
  ['lro', `\u202Dtext\u202C and \u202Ereversed`],
  ['isolates', `\u2066\u2067\u2068 unterminated isolates`],
  ['rlm-name', `\u200F\u200F\u200F@alice`],
  ['zwsp', `java\u200Bscript:${js('zwsp')}`],
  ['bom', `\uFEFF\uFEFF bom`],
  ['zalgo', `Z${'\u0336\u0337\u0338\u0489'.repeat(200)}algo`],
  ['lone-surrogate', `broken \uD800 surrogate \uDFFF`],
  ['controls', `bell\u0007 esc\u001B[31m backspace\u0008 nul\u0000 end`],
  ['long-word', 'x'.repeat(10_000)],
  ['zwj-flood', '👩‍👩‍👧‍👦'.repeat(500)],
  ['tag-chars', `flag \u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} tags`],
  ['fullwidth', `ｊａｖａｓｃｒｉｐｔ：${js('fullwidth')}`],
  ['newlines', '\n'.repeat(2000) + 'after newlines'],
  ['line-separator', `a\u2028b\u2029c`],
  ['combining-emoji', `👍${'\u20E3'.repeat(300)}`],
];

const HUGE: Array<[string, string]> = [
  ['nest-fn-300', '$[x2 '.repeat(300) + 'deep' + ']'.repeat(300)],
  ['nest-bold-500', '**'.repeat(500) + 'bold' + '**'.repeat(500)],
  ['nest-quote-500', '> '.repeat(500) + 'quote'],
  ['nest-center-300', '<center>'.repeat(300) + 'c' + '</center>'.repeat(300)],
  ['nest-small-300', '<small>'.repeat(300) + 's' + '</small>'.repeat(300)],
  ['nest-mixed', '$[spin $[tada **<i>~~'.repeat(100) + 'mix' + '~~</i>**]]'.repeat(100)],
  ['unclosed', '$[x2 '.repeat(2000)],
  ['emoji-codes', ':blobcat: '.repeat(2000)],
  ['mentions', '@alice '.repeat(1000)],
  ['hashtags', '#mock '.repeat(1000)],
  ['urls', 'https://example.com/a '.repeat(500)],
  ['animations', '$[tada $[spin $[rainbow $[shake $[jelly x]]]]] '.repeat(200)],
  ['code-huge', '```js\n' + 'const a = 1;\n'.repeat(5000) + '```'],
  ['inline-code-huge', '`' + '<script>'.repeat(3000) + '`'],
  ['search-huge', 'q '.repeat(3000) + 'search'],
  ['link-nest', '[['.repeat(500) + 'x' + '](https://example.com)'.repeat(500)],
];

const NUMBERS: Array<[string, string]> = [
  ['unixtime-huge', '$[unixtime 99999999999999999999999]'],
  ['unixtime-neg', '$[unixtime -1e20]'],
  ['unixtime-nan', '$[unixtime NaN]'],
  ['position-inf', '$[position.x=1e309,y=-Infinity far]'],
  ['position-huge', '$[position.x=99999999,y=99999999 away]'],
  ['scale-huge', '$[scale.x=1e308,y=1e308 huge]'],
  ['scale-neg', '$[scale.x=-9999,y=-9999 flipped]'],
  ['rotate-nan', '$[rotate.deg=NaN spin]'],
  ['rotate-huge', '$[rotate.deg=1e300 spin]'],
  ['speed-neg', '$[spin.speed=-1s,delay=-99999s x]'],
  ['speed-zero', '$[tada.speed=0s x] $[jelly.speed=0.0000001s y]'],
  ['speed-huge', '$[rainbow.speed=1e999s x]'],
  ['border-huge', '$[border.width=999999,radius=-5 box]'],
  ['blur-huge', '$[blur.px=99999 x]'],
  ['x4-chain', '$[x4 $[x4 $[x4 $[x4 $[x4 $[x4 big]]]]]]'],
  ['font-size', '$[x2.size=1e9 x]'],
];

const KATEX: Array<[string, string]> = [
  ['katex-href', `\\(\\href{javascript:${js('katex-href')}}{click}\\)`],
  ['katex-url', `\\(\\url{javascript:${js('katex-url')}}\\)`],
  ['katex-html', `\\(\\htmlData{onclick=${js('katex-html')}}{x} \\htmlStyle{position:fixed;inset:0}{y}\\)`],
  ['katex-recursion', '\\(\\def\\x{\\x\\x}\\x\\)'],
  ['katex-nest', '\\(' + '\\frac{1}{'.repeat(300) + '1' + '}'.repeat(300) + '\\)'],
  ['katex-size', '\\[\\rule{99999em}{99999em}\\]'],
  ['katex-include', '\\[\\includegraphics{https://evil.example/x.png}\\]'],
  ['katex-unclosed', '\\[\\begin{matrix} a & b'],
];

const MISC: Array<[string, string]> = [
  ['proto', `__proto__ constructor prototype toString`],
  ['json-break', `"},{"id":"x","text":"<script>${js('json-break')}</script>`],
  ['emoji-name-html', `:"><img src=x onerror=${js('emoji-name-html')}>: :a" onerror="${js('emoji-name-attr')}:`],
  ['emoji-name-path', ':../../../../etc/passwd: :javascript: :__proto__: :constructor:'],
  ['plain-html', `<plain><script>${js('plain-html')}</script></plain>`],
  ['sparkle-html', `$[sparkle <img src=x onerror=${js('sparkle-html')}>]`],
];

function build(kind: Payload['kind'], list: Array<[string, string]>): Payload[] {
  return list.map(([id, text]) => ({ id: `${kind}:${id}`, kind, text }));
}

export const HOSTILE: Payload[] = [
  ...build('html', HTML),
  ...build('handler', HANDLERS),
  ...build('url', URLS),
  ...build('css', CSS),
  ...build('unicode', UNICODE),
  ...build('mfm-huge', HUGE),
  ...build('mfm-number', NUMBERS),
  ...build('katex', KATEX),
  ...build('misc', MISC),
];

/** Short payloads (≤ 50 characters: names, poll choices, reactions). */
export const SHORT: Payload[] = HOSTILE.filter((p) => [...p.text].length <= 50);

/** Reactions with hostile names (custom emoji names cannot be created on the mock). */
export const HOSTILE_REACTIONS = [
  `:"><img src=x onerror=${js('r1')}>:`,
  `:a" onerror="${js('r2')}:`,
  `<script>${js('r3')}</script>`,
  `:javascript:${js('r4')}@evil.example:`,
  `:x@"><svg onload=${js('r5')}>:`,
  '\u202E:reversed:',
  ':../../x:',
  'x'.repeat(500),
];
