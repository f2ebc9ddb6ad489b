/** User groups (Misskey 12 servers): lists, one group, the user and group select dialogs. */
export { GroupsPage } from './GroupsPage';
export { GroupPage } from './GroupPage';
export { UserSelectDialog } from './UserSelectDialog';
export { GroupSelectDialog } from './GroupSelectDialog';
export { groupQuery, ownedGroupsQuery, joinedGroupsQuery, groupInvitationsQuery, type UserGroup } from './group-queries';
export { groupActions } from './group-actions';
