/** Channels: the list with its tabs, one channel (timeline and post form), the editor. */
export { ChannelsPage, ChannelCard } from './ChannelsPage';
export { ChannelPage } from './ChannelPage';
export { ChannelEditPage, ChannelNewPage } from './ChannelEditPage';
export { channelQuery, channelListQuery } from './channel-queries';
export { CHANNEL_TABS, type Channel, type ChannelTab } from './types';
