import type { MessageTree } from '@/core/i18n/types';
import { notifications } from '../ja-JP/notifications';
import { relations } from '../ja-JP/relations';
import { userScreens } from '../ja-JP/userScreens';
import { moderation } from '../ja-JP/moderation';
import { messaging } from '../ja-JP/messaging';
import { groups } from '../ja-JP/groups';
import { channels } from '../ja-JP/channels';
import { postFormScreens } from '../ja-JP/postFormScreens';
import { drive } from '../ja-JP/drive';
import { pageKit } from '../ja-JP/pageKit';
import { explore } from '../ja-JP/explore';
import { searchScreens } from '../ja-JP/searchScreens';
import { favorites } from '../ja-JP/favorites';
import { clips } from '../ja-JP/clips';
import { lists } from '../ja-JP/lists';
import { antennas } from '../ja-JP/antennas';
import { announcements } from '../ja-JP/announcements';
import { about } from '../ja-JP/about';
import { emojiInfo } from '../ja-JP/emojiInfo';
import { pages } from '../ja-JP/pages';
import { gallery } from '../ja-JP/gallery';
import { categories } from '../ja-JP/categories';
import { mfmCheatSheet } from '../ja-JP/mfmCheatSheet';
import { settingsScreens } from '../ja-JP/settingsScreens';
import { statusbar } from '../ja-JP/statusbar';
import { noteScreens } from '../ja-JP/noteScreens';
import { theme } from '../ja-JP/theme';
import { emojiPicker } from '../ja-JP/emojiPicker';
import { appearance } from '../ja-JP/appearance';
import { signup } from '../ja-JP/signup';
import { auth } from '../ja-JP/auth';
import { miauth } from '../ja-JP/miauth';
import { share } from '../ja-JP/share';
import { pwa } from '../ja-JP/pwa';
import { adminScreens } from '../ja-JP/adminScreens';
import { widgetsScreens } from '../ja-JP/widgetsScreens';
import { registry } from '../ja-JP/registry';
import { apiConsole } from '../ja-JP/apiConsole';
import { scratchpad } from '../ja-JP/scratchpad';
import { plugins } from '../ja-JP/plugins';
import { onboarding } from '../ja-JP/onboarding';
import { welcomeScreens } from '../ja-JP/welcomeScreens';
import { deckScreens } from '../ja-JP/deckScreens';
import { accounts } from '../ja-JP/accounts';
import { loading } from '../ja-JP/loading';

/** Source of truth for the message keys of the screens around the timeline (loaded after the first paint). */
export const jaJPScreens = {
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
} satisfies MessageTree;
