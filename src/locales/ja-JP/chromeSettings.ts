/** The app's frame: status bars, notification pop-ups, wallpaper, modal blur, fixed post forms, menus as drawers, developer mode. */
export const chromeSettings = {
  statusbar: {
    region: 'ステータスバー',
    unavailable: '表示できる項目がありません',
    rssNotOffered: 'このサーバーはRSSを読み込めません',
    noUrl: 'RSSのURLが設定されていません',
    noList: 'リストが選択されていません',
    url: 'RSSのURL',
    urlInvalid: 'http(s)のURLを入力してください',
    shuffle: 'シャッフル',
    colored: 'サーバーの色で表示',
    list: 'リスト',
    refresh: '更新間隔（秒）',
    duration: '1周の時間（秒、小さいほど速い）',
    reverse: '逆向きに流す',
    sizes: {
      verySmall: '極小',
      small: '小',
      medium: '中',
      large: '大',
      veryLarge: '極大',
    },
  },
  general: {
    notificationPosition: '通知の表示位置',
    positionLeftTop: '左上',
    positionLeftBottom: '左下',
    positionRightTop: '右上',
    positionRightBottom: '右下',
    notificationStackAxis: '通知の積み重ね方向',
    stackVertical: '縦',
    stackHorizontal: '横',
    wallpaper: '壁紙',
    wallpaperHint: '画像のhttp(s) URL。空欄で壁紙なし',
    modalBlur: 'モーダルの背景をぼかす',
  },
  notificationPopup: {
    region: '新しい通知',
  },
  channel: {
    post: 'このチャンネルに投稿',
  },
  devMode: {
    copyNoteId: 'ノートIDをコピー',
  },
};
