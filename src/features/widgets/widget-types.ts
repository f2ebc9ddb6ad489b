import type { ComponentType } from 'react';
import type { MessageKey } from '@/core/i18n';
import type { Widget } from '@/core/settings';

export interface WidgetProps {
  widget: Widget;
  /** Merges a change into the widget's data. */
  onUpdate: (patch: Record<string, unknown>) => void;
}

/** A configurable field of a widget's data. `list` and `antenna` choose one of the user's. */
export type ConfigField =
  | { key: string; label: MessageKey; type: 'text' | 'number' | 'boolean' }
  | { key: string; label: MessageKey; type: 'select'; options: ReadonlyArray<{ value: string; label: MessageKey }> }
  | { key: string; label: MessageKey; type: 'list' | 'antenna' };

export interface WidgetKind {
  name: string;
  label: MessageKey;
  Component: ComponentType<WidgetProps>;
  defaultData: Record<string, unknown>;
  config?: readonly ConfigField[];
}
