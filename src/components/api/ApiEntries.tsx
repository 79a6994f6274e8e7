import * as React from 'react';
import type { ApiLayout } from './api-layout';
import * as styles from './api.module.css';

export interface ApiField<Row> {
  key: string;
  header: string;
  render: (row: Row) => React.ReactNode;
  /** Also shown in the collapsed list's one-line summary. */
  summary?: boolean;
}

interface ApiEntriesProps<Row> {
  rows: readonly Row[];
  layout: ApiLayout;
  /** The anchor of a row (`prop-rows`). */
  anchor: (row: Row) => string;
  name: (row: Row) => React.ReactNode;
  nameHeader: string;
  fields: ReadonlyArray<ApiField<Row>>;
}

/** Opens a collapsed entry when the address points at it (`#prop-rows`). */
function useOpenTargetedEntry() {
  React.useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) target.open = true;
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}

/** The entries of a section (props, slots, classes) as a table, an expanded list or a collapsed list. */
export function ApiEntries<Row>({ rows, layout, anchor, name, nameHeader, fields }: ApiEntriesProps<Row>) {
  useOpenTargetedEntry();
  const details = (row: Row) => (
    <dl className={styles.details}>
      {fields.map((field) => {
        const value = field.render(row);
        return value === null || value === undefined || value === '' ? null : (
          <React.Fragment key={field.key}>
            <dt>{field.header}</dt>
            <dd>{value}</dd>
          </React.Fragment>
        );
      })}
    </dl>
  );

  if (layout === 'table') {
    return (
      <div className={styles.tableWrapper} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              {fields.map((field) => (
                <th key={field.key} scope="col">
                  {field.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={anchor(row)} id={anchor(row)}>
                <th scope="row">{name(row)}</th>
                {fields.map((field) => (
                  <td key={field.key}>{field.render(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (layout === 'collapsed') {
    return (
      <div className={styles.entries}>
        {rows.map((row) => (
          <details key={anchor(row)} id={anchor(row)} className={styles.entry}>
            <summary>
              <span className={styles.entryName}>{name(row)}</span>
              {fields
                .filter((field) => field.summary)
                .map((field) => (
                  <span key={field.key} className={styles.summaryField}>
                    {field.render(row)}
                  </span>
                ))}
            </summary>
            {details(row)}
          </details>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.entries}>
      {rows.map((row) => (
        <div key={anchor(row)} id={anchor(row)} className={styles.entry}>
          <h3 className={styles.entryName}>{name(row)}</h3>
          {details(row)}
        </div>
      ))}
    </div>
  );
}
