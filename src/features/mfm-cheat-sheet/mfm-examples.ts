/** Every MFM syntax with an example the reader can edit (the cheat sheet). Example text is MFM source, not translated. */
export interface MfmExample {
  id: string;
  example: string;
}

export const MFM_EXAMPLES: readonly MfmExample[] = [
  { id: 'mention', example: '@alice' },
  { id: 'hashtag', example: '#misskey' },
  { id: 'url', example: 'https://misskey-hub.net' },
  { id: 'link', example: '[Misskey Hub](https://misskey-hub.net)' },
  { id: 'emoji', example: ':blobcat:' },
  { id: 'bold', example: '**bold**' },
  { id: 'italic', example: '<i>italic</i>' },
  { id: 'strike', example: '~~strike~~' },
  { id: 'small', example: '<small>small text</small>' },
  { id: 'center', example: '<center>centered</center>' },
  { id: 'inlineCode', example: '`inline code`' },
  { id: 'blockCode', example: '```js\nconst answer = 42;\n```' },
  { id: 'inlineMath', example: '\\(x^2 + y^2 = z^2\\)' },
  { id: 'blockMath', example: '\\[\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\\]' },
  { id: 'search', example: 'misskey search' },
  { id: 'quote', example: '> quoted text' },
  { id: 'flip', example: '$[flip flipped] $[flip.v upside down]' },
  { id: 'font', example: '$[font.serif serif] $[font.monospace monospace]' },
  { id: 'blur', example: '$[blur hidden until hovered]' },
  { id: 'animations', example: '$[tada tada] $[jelly jelly] $[twitch twitch] $[shake shake] $[spin spin] $[jump jump] $[bounce bounce] $[rainbow rainbow]' },
  { id: 'speed', example: '$[spin.speed=5s slow spin]' },
  { id: 'scale', example: '$[x2 x2] $[x3 x3] $[x4 x4] $[scale.x=1.5,y=0.8 scale]' },
  { id: 'sparkle', example: '$[sparkle sparkle]' },
  { id: 'rotate', example: '$[rotate.deg=30 rotated]' },
  { id: 'position', example: '$[position.x=1,y=0.5 moved]' },
  { id: 'color', example: '$[fg.color=f80 orange text] $[bg.color=08f blue background]' },
  { id: 'border', example: '$[border.style=dashed,width=2,radius=6 boxed]' },
  { id: 'ruby', example: '$[ruby 本 ほん]' },
  { id: 'plain', example: '<plain>**not bold** :not_an_emoji:</plain>' },
];
