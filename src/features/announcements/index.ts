export { AnnouncementsPage } from './AnnouncementsPage';
