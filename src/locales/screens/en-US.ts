import type { ScreenMessages } from '@/core/i18n/types';
import { people } from '../en-US/people';
import { rooms } from '../en-US/rooms';
import { discover } from '../en-US/discover';
import { settingsPages } from '../en-US/settingsPages';
import { chromeSettings } from '../en-US/chromeSettings';
import { appearance } from '../en-US/appearance';
import { auth } from '../en-US/auth';
import { adminArea } from '../en-US/adminArea';
import { tools } from '../en-US/tools';
import { autocomplete } from '../en-US/autocomplete';
import { noteMenu } from '../en-US/noteMenu';
import { noteDisplayScreens } from '../en-US/noteDisplayScreens';
import { signup } from '../en-US/signup';
import { tokens } from '../en-US/tokens';
import { welcomePage } from '../en-US/welcomePage';
import { newer } from '../en-US/newer';
import { signinArea } from '../en-US/signinArea';
import { storage } from '../en-US/storage';
import { pendingState } from '../en-US/pendingState';
import { agree } from '../en-US/agree';
import { rest52 } from '../en-US/rest52';

/** English messages of the screens around the timeline (loaded after the first paint). */
export const enUSScreens: ScreenMessages = {
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
};
