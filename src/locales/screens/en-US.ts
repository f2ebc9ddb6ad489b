import type { ScreenMessages } from '@/core/i18n/types';
import { notifications } from '../en-US/notifications';
import { relations } from '../en-US/relations';
import { userScreens } from '../en-US/userScreens';
import { moderation } from '../en-US/moderation';
import { messaging } from '../en-US/messaging';
import { groups } from '../en-US/groups';
import { channels } from '../en-US/channels';
import { postFormScreens } from '../en-US/postFormScreens';
import { drive } from '../en-US/drive';
import { pageKit } from '../en-US/pageKit';
import { explore } from '../en-US/explore';
import { searchScreens } from '../en-US/searchScreens';
import { favorites } from '../en-US/favorites';
import { clips } from '../en-US/clips';
import { lists } from '../en-US/lists';
import { antennas } from '../en-US/antennas';
import { announcements } from '../en-US/announcements';
import { about } from '../en-US/about';
import { emojiInfo } from '../en-US/emojiInfo';
import { pages } from '../en-US/pages';
import { gallery } from '../en-US/gallery';
import { categories } from '../en-US/categories';
import { mfmCheatSheet } from '../en-US/mfmCheatSheet';
import { settingsScreens } from '../en-US/settingsScreens';
import { statusbar } from '../en-US/statusbar';
import { noteScreens } from '../en-US/noteScreens';
import { theme } from '../en-US/theme';
import { emojiPicker } from '../en-US/emojiPicker';
import { appearance } from '../en-US/appearance';
import { signup } from '../en-US/signup';
import { auth } from '../en-US/auth';
import { miauth } from '../en-US/miauth';
import { share } from '../en-US/share';
import { pwa } from '../en-US/pwa';
import { adminScreens } from '../en-US/adminScreens';
import { widgetsScreens } from '../en-US/widgetsScreens';
import { registry } from '../en-US/registry';
import { apiConsole } from '../en-US/apiConsole';
import { scratchpad } from '../en-US/scratchpad';
import { plugins } from '../en-US/plugins';
import { onboarding } from '../en-US/onboarding';
import { welcomeScreens } from '../en-US/welcomeScreens';
import { deckScreens } from '../en-US/deckScreens';
import { accounts } from '../en-US/accounts';
import { loading } from '../en-US/loading';

/** English messages of the screens around the timeline (loaded after the first paint). */
export const enUSScreens: ScreenMessages = {
  notifications,
  relations,
  userScreens,
  moderation,
  messaging,
  groups,
  channels,
  postFormScreens,
  drive,
  pageKit,
  explore,
  searchScreens,
  favorites,
  clips,
  lists,
  antennas,
  announcements,
  about,
  emojiInfo,
  pages,
  gallery,
  categories,
  mfmCheatSheet,
  settingsScreens,
  statusbar,
  noteScreens,
  theme,
  emojiPicker,
  appearance,
  signup,
  auth,
  miauth,
  share,
  pwa,
  adminScreens,
  widgetsScreens,
  registry,
  apiConsole,
  scratchpad,
  plugins,
  onboarding,
  welcomeScreens,
  deckScreens,
  accounts,
  loading,
};
