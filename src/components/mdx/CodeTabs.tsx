// First the Gatsby runtime, which loads gatsby-browser and so the frame's stylesheets, then this
// component's own: pages import it from their MDX, ahead of the template (decision 0025).
import 'gatsby';
import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { usePersistentChoice } from '../../lib/use-persistent-choice';
import { CodeTabList } from './CodeTabList';
import * as styles from './markdown.module.css';

interface CodeTabProps {
  label: string;
  children?: React.ReactNode;
}

/** One tab of a `<CodeTabs>` block: its label and its code blocks (drawn by `<CodeTabs>`). */
export function CodeTab({ children }: CodeTabProps) {
  return <>{children}</>;
}

function isCodeTab(child: React.ReactNode): child is React.ReactElement<CodeTabProps> {
  return React.isValidElement<CodeTabProps>(child) && child.type === CodeTab;
}

/** The storage key of the tab chosen for a kind of code tabs (`plan` → `codeblock-plan`). */
export function codeTabsStorageKey(kind: string): string {
  return `codeblock-${kind}`;
}

/**
 * Alternatives of the same code (one per plan, per date library…) in tabs:
 * `<CodeTabs kind="plan"><CodeTab label="Pro">```…```</CodeTab>…</CodeTabs>`. The chosen label
 * is remembered per `kind`, so every block of that kind on every page shows the reader's last
 * choice. Each tab's code is a code block with its own copy button. The panels are stacked in
 * one cell and only the chosen one is visible, so the block is as tall as its longest panel and
 * switching (or the remembered choice applying after hydration) never moves the page.
 */
export function CodeTabs({ kind, children }: { kind: string; children?: React.ReactNode }) {
  const t = useTranslate();
  const tabs = React.Children.toArray(children).filter(isCodeTab);
  const labels = tabs.map((tab) => tab.props.label);
  const [chosen, setChosen] = usePersistentChoice(codeTabsStorageKey(kind), labels, labels[0] ?? '');
  const selected = Math.max(0, labels.indexOf(chosen));
  const id = React.useId();
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  return (
    <div className={styles.codeTabs} data-code-tabs={kind}>
      <CodeTabList
        label={t('codeAlternatives')}
        tabs={labels}
        selected={selected}
        onSelect={(index) => setChosen(labels[index] ?? chosen)}
        tabId={tabId}
        panelId={panelId}
      />
      <div className={styles.tabPanels}>
        {tabs.map((tab, index) => (
          <div
            key={tab.props.label}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            className={styles.tabPanel}
            data-selected={index === selected}
          >
            {tab.props.children}
          </div>
        ))}
      </div>
    </div>
  );
}
