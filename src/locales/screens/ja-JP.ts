import type { MessageTree } from '@/core/i18n/types';
import { people } from '../ja-JP/people';
import { rooms } from '../ja-JP/rooms';
import { discover } from '../ja-JP/discover';
import { settingsPages } from '../ja-JP/settingsPages';
import { chromeSettings } from '../ja-JP/chromeSettings';
import { appearance } from '../ja-JP/appearance';
import { auth } from '../ja-JP/auth';
import { adminArea } from '../ja-JP/adminArea';
import { tools } from '../ja-JP/tools';
import { autocomplete } from '../ja-JP/autocomplete';
import { noteMenu } from '../ja-JP/noteMenu';
import { noteDisplayScreens } from '../ja-JP/noteDisplayScreens';
import { signup } from '../ja-JP/signup';
import { tokens } from '../ja-JP/tokens';
import { welcomePage } from '../ja-JP/welcomePage';
import { newer } from '../ja-JP/newer';
import { signinArea } from '../ja-JP/signinArea';
import { storage } from '../ja-JP/storage';
import { pendingState } from '../ja-JP/pendingState';
import { agree } from '../ja-JP/agree';
import { rest52 } from '../ja-JP/rest52';

/** Source of truth for the message keys of the screens around the timeline (loaded after the first paint). */
export const jaJPScreens = {
  people,
  rooms,
  discover,
  settingsPages,
  chromeSettings,
  appearance,
  auth,
  adminArea,
  tools,
  autocomplete,
  noteDisplayScreens,
  noteMenu,
  signup,
  tokens,
  welcomePage,
  newer,
  signinArea,
  storage,
  pendingState,
  agree,
  rest52,
} satisfies MessageTree;
