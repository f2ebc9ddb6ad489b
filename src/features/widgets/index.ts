export { WidgetsArea } from './WidgetsArea';
export { WIDGET_KINDS, widgetKind } from './widget-registry';
export { addWidget, removeWidget, moveWidget, updateWidgetData } from './widget-ops';
export { pickableQuery, type NamedItem, type PickableKind } from './user-lists-query';
