/** Phrases the seeder and the simulator combine into notes. */

export const SENTENCES: readonly string[] = [
  'Good morning, everyone! ☀️',
  'Coffee first, timeline second.',
  'Just shipped a small fix. Feels good.',
  'Is it Friday yet?',
  'Trying out the new theme editor today.',
  'The sunset was unreal tonight 🌇',
  'Reading about federated protocols again. #fediverse',
  'My cat knocked everything off the desk :blobcat:',
  'Does anyone have a good recipe for curry? 🍛',
  'Rain all day. Perfect for coding.',
  'Hot take: tabs are fine.',
  'Deploying on a Friday, wish me luck.',
  'Finally finished that book. 10/10 would read again.',
  'Went for a long walk by the river.',
  'Reminder: drink some water 💧',
  'Testing **bold**, *italic* and `inline code`.',
  '$[tada Congratulations!] :mock_party:',
  '$[shake wobble wobble] $[spin around]',
  'Here is a link: https://example.com/articles/42',
  'Math time: \\(e^{i\\pi} + 1 = 0\\)',
  '> quoted line\nand my reply to it',
  'Code:\n```js\nconsole.log("hello from the mock");\n```',
  'おはようございます！今日もがんばりましょう。',
  '雪が降ってきた ❄️',
  'ねこかわいい :nekoyes:',
  'Bonjour tout le monde !',
  '¿Alguien más despierto a esta hora?',
  'Keyboard cleaning day. Found three pens and a cookie.',
  'The build is green again 🟢',
  'Who else is at the meetup tomorrow?',
  'Photo dump from the weekend 📷',
  'Listening to lo-fi and pretending to be productive.',
  'New blog post is up. Feedback welcome!',
  'Plant update: the basil survived 🌿',
  'Learning a new language. Day 12. #learning',
  'Thinking about switching editors... again :blobthinking:',
  'That moment when the bug was a typo.',
  'Thanks for all the follows! :blobheart:',
  'Weekend plans: nothing. Absolutely nothing.',
  'Breaking: local cat refuses to move from keyboard. #cats',
];

export const HASHTAGS: readonly string[] = ['#mock', '#misskey', '#photography', '#cats', '#coding', '#music', '#food', '#fediverse'];

export const CW_TEXTS: readonly string[] = ['Spoilers for the finale', 'Food (mildly gross)', 'Long rant', 'Politics', 'Eye contact'];

export const POLLS: ReadonlyArray<{ question: string; choices: string[] }> = [
  { question: 'Which one do you prefer?', choices: ['Cats', 'Dogs', 'Birds'] },
  { question: 'Tabs or spaces?', choices: ['Tabs', 'Spaces'] },
  { question: 'Best time to post?', choices: ['Morning', 'Noon', 'Evening', 'Midnight'] },
  { question: 'Favourite season?', choices: ['Spring', 'Summer', 'Autumn', 'Winter'] },
];

export const REPLIES: readonly string[] = [
  'Totally agree!',
  'Haha, same here.',
  'Interesting, tell me more.',
  'Congrats! 🎉',
  'Oh no 😅',
  'This is the way.',
  'Saving this for later.',
  'わかる',
  'Thanks for sharing!',
  'Hmm, not sure about that :blobthinking:',
];

export const QUOTES: readonly string[] = ['Look at this 👀', 'This deserves more attention.', 'Exactly what I was saying.', 'lol'];

export const REACTIONS: readonly string[] = ['👍', '❤', '😆', '🎉', '🤔', '👀', '🙏', ':blobcat:', ':blobheart:', ':nekoyes:', ':wave@remote.example:'];

/** More notes for the archive (seed/archive.ts): every MFM construct the client renders, links, emoji, remote mentions. */
export const ARCHIVE_TEXTS: readonly string[] = [
  '$[jelly boing] $[twitch twitch] $[jump up!] $[bounce bounce]',
  '$[flip flipped] $[flip.v upside down] $[flip.h,v both ways]',
  '$[x3 Huge] $[x4 Enormous]',
  '$[font.serif Serif] $[font.monospace Mono] $[font.cursive Cursive] $[font.fantasy Fantasy]',
  '$[blur hidden until hovered] and $[rainbow rainbow] and $[sparkle sparkle]',
  '$[rotate.deg=30 tilted] $[position.x=1,y=0.5 moved] $[scale.x=2,y=0.5 squashed]',
  '$[bg.color=ff0 Yellow background] $[fg.color=0a0 green]',
  '$[spin.left,speed=0.5s fast left spin] $[tada.delay=1s late tada]',
  '~~struck through~~ and <i>italic</i> and <small>small</small>',
  '<plain>**not bold** $[tada not animated]</plain>',
  '[a labelled link](https://example.com/docs) and ?[a silent one](https://example.com/quiet)',
  'Link preview please: https://example.com/articles/7',
  'Watch: https://video.example/watch?v=mock42',
  '<center>$[x2 :blobcat:]</center>',
  'misskey mfm cheat sheet Search',
  '> someone said this\n>> and someone before them\nand I say this',
  'Block math:\n\\[\\int_0^1 x^2\\,dx = \\frac{1}{3}\\]',
  'Code:\n```ts\nconst answer: number = 42;\n```',
  'Greetings to @zoe@remote.example and @xavier@social.example 👋',
  'Tagging @alice and @bob about the meetup #mock',
  ':blobcat: :blobheart: :nekoyes: :blobthinking: :mock_party:',
  'Emoji soup 🍜🍣🍙🍡 and flags 🇯🇵🇫🇷',
  '#art #music #food #coding, a bit of everything today',
  'Federation check from the archive #fediverse',
  'これは日本語のノートです。改行も\nあります。',
  'Mixed: English, 日本語, français, Español.',
];

/** Long and many-line notes (the client collapses them). */
export const LONG_TEXTS: readonly string[] = [
  'A long one: ' + 'The archive holds months of notes so the timeline can scroll for a long time without reaching the end. '.repeat(6),
  ['A list of things:', ...Array.from({ length: 14 }, (_, i) => `${i + 1}. item number ${i + 1}`)].join('\n'),
  'Thread 1/3: ' + 'Some thoughts on federation, moderation and the small web, written late at night. '.repeat(5),
];
