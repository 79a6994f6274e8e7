import * as React from 'react';
import * as styles from './markdown.module.css';

/** Tables scroll sideways inside their own box instead of widening the page. */
export function TableWrapper({ children }: { children?: React.ReactNode }) {
  return (
    <div className={styles.tableScroll}>
      <table>{children}</table>
    </div>
  );
}
