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
