import * as React from 'react';
import { rovingTargetIndex } from '../../lib/roving-focus';
import * as styles from './markdown.module.css';

interface CodeTabListProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** The id of the tab at an index, which labels its panel. */
  tabId: (index: number) => string;
  /** The id of the panel a tab shows. */
  panelId: (index: number) => string;
}

/**
 * The tabs above a tabbed code block (install commands, `<CodeTabs>`), in the ARIA tabs pattern:
 * one tab stop; the arrows (following the reading direction), Home and End select and focus
 * another tab.
 */
export function CodeTabList({ label, tabs, selected, onSelect, tabId, panelId }: CodeTabListProps) {
  const tabRefs = React.useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = rovingTargetIndex(event.key, index, tabs.length);
    if (next !== null) {
      event.preventDefault();
      onSelect(next);
      tabRefs.current[next]?.focus();
    }
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tablist}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            tabRefs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(index)}
          aria-selected={index === selected}
          aria-controls={panelId(index)}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
