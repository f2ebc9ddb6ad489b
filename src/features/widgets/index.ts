export { WidgetsArea } from './WidgetsArea';
export { WIDGET_KINDS, widgetKind } from './widget-registry';
export { addWidget, removeWidget, moveWidget, updateWidgetData } from './widget-ops';
export { pickableQuery, type NamedItem, type PickableKind } from './user-lists-query';
/** The ad slot (its code loads only when the reader shows ads and the server has some), for the timelines. */
export { AdSlot, TIMELINE_AD_EVERY, TIMELINE_AD_PLACES } from './ad';
