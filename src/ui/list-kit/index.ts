/** The list and page kit every screen shares: query states, "more", paged and tabbed lists, and their classes. */
export { default as kitStyles } from './Kit.module.css';
export { QueryState } from './QueryState';
export { MoreButton } from './MoreButton';
export { Unsupported } from './Unsupported';
export { TabbedList, PagedList, type PagedQuery } from './TabbedList';
