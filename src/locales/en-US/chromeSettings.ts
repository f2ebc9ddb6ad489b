/** The app's frame: status bars, notification pop-ups, wallpaper, modal blur, fixed post forms, menus as drawers, developer mode. */
export const chromeSettings = {
  statusbar: {
    region: 'Status bars',
    unavailable: 'Nothing to show',
    rssNotOffered: 'This server cannot read RSS feeds',
    noUrl: 'No feed address set',
    noList: 'No list chosen',
    url: 'Feed address',
    urlInvalid: 'Type an http(s) address',
    shuffle: 'Shuffle',
    colored: 'In each server’s colour',
    list: 'List',
    refresh: 'Refresh every (seconds)',
    duration: 'One pass takes (seconds; smaller is faster)',
    reverse: 'Scroll the other way',
    sizes: {
      verySmall: 'Very small',
      small: 'Small',
      medium: 'Medium',
      large: 'Large',
      veryLarge: 'Very large',
    },
  },
  general: {
    notificationPosition: 'Where notifications pop up',
    positionLeftTop: 'Top left',
    positionLeftBottom: 'Bottom left',
    positionRightTop: 'Top right',
    positionRightBottom: 'Bottom right',
    notificationStackAxis: 'How notifications stack',
    stackVertical: 'Vertically',
    stackHorizontal: 'Side by side',
    wallpaper: 'Wallpaper',
    wallpaperHint: 'An image’s http(s) address; empty for none',
    modalBlur: 'Blur the background of dialogs',
  },
  notificationPopup: {
    region: 'New notifications',
  },
  channel: {
    post: 'Post to this channel',
  },
  devMode: {
    copyNoteId: 'Copy note ID',
  },
};
