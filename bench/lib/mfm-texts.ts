/** MFM-heavy note texts for the MFM benchmark: every function, nesting, math, code, emoji, links. */
const TEMPLATES: Array<(i: number) => string> = [
  (i) => `$[x2 $[tada 🎉 **Big** news #${i}!]] $[spin.speed=2s ⭐] $[fg.color=f00 red] $[bg.color=0f0 green] @bob #mock https://example.com/post/${i}`,
  (i) => `$[flip $[jelly $[rainbow $[sparkle nested ${i}]]]] <small>small print</small>\n<center>centered $[shake shaking]</center>`,
  (i) => `Inline math \\(x^{${i % 9}} + y^2 = z^2\\) and a block:\n\\[\\sum_{k=1}^{${i}} k = \\frac{n(n+1)}{2}\\]`,
  (i) => `\`\`\`js\nconst n = ${i};\nfunction double(a) {\n  return a * 2; // twice\n}\nconsole.log(double(n));\n\`\`\`\nand \`inline code ${i}\``,
  (i) => `> quoted line ${i}\n> another **bold** line\nmisskey mock search\n[label ${i}](https://example.com/${i}) ?[silent link](https://silent.example/${i})`,
  (i) => `$[ruby 漢字 かんじ] $[position.x=1.5,y=-1 moved] $[scale.x=2,y=2 big] $[rotate.deg=${i % 360} rot] $[border.style=dashed,width=2,radius=6 boxed ${i}] $[font.serif serif] $[blur blurred]`,
  (i) => `:smile: :ablobcat: :blobcat_${i}: 🍣🍣🍣 👍🏽 🇯🇵 $[twitch :party:] $[bounce.speed=0.5s 🏀] $[jump ${i}] $[unixtime ${1_700_000_000 + i}]`,
  (i) => `**bold** *italic* ~~strike~~ <i>i</i> <b>b</b> <s>s</s> <plain>**not bold** $[x2 no]</plain> #tag${i} #mfm\n${'word '.repeat(30)}`,
  (i) => `@alice @bob@remote.example @zoe@remote.example $[x3 $[fg.color=00f $[bg.color=ff0 $[border.color=f0f,width=3 layered ${i}]]]]`,
  (i) => `$[x2 $[x2 $[x2 $[x2 $[x2 $[x2 deep ${i}]]]]]] $[fade.speed=3s fading] $[tada.speed=1s,delay=0.5s tada] https://www.example.org/a/b?c=${i}&d=e#f`,
];

export function mfmTexts(count: number): string[] {
  return Array.from({ length: count }, (_, i) => TEMPLATES[i % TEMPLATES.length]!(i));
}
