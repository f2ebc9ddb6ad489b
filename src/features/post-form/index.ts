export { PostFormHost } from './PostFormHost';
