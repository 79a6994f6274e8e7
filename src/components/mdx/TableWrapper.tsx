import * as React from 'react';

/** Tables scroll sideways inside their own box instead of widening the page. */
export function TableWrapper({ children }: { children?: React.ReactNode }) {
  return (
    <div className="table-scroll">
      <table>{children}</table>
    </div>
  );
}
