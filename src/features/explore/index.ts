export { ExplorePage } from './ExplorePage';
export { ExploreTagPage } from './ExploreTagPage';
export { featuredNotesQuery, pinnedUsersQuery, usersQuery, tagUsersQuery, trendingTagsQuery } from './explore-queries';
export { Tabs, MoreButton, QueryState, Unsupported, UserCardList, kitStyles } from './Kit';
export { TabbedList, PagedList, type PagedQuery } from './TabbedList';
export { sanitizeUsers, acctOf } from './sanitize-users';
export { useEditorDraft, editorDraftKey } from './use-editor-draft';
export { DraftNotice } from './DraftNotice';
