/** The lean public entry the navigation bar loads up front: the welcome-back greeting. */
export { useWelcomeBack } from './use-welcome-back';
