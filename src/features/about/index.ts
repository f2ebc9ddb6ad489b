export { AboutPage, aboutTabOf } from './AboutPage';
export { ClientAboutPage } from './ClientAboutPage';
