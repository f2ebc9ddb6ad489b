export { useTooltipScope, type TooltipScopeOptions } from './use-tooltip-scope';
