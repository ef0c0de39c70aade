import {useEffect, useId, useRef, useState, type ReactNode} from 'react';

import styles from './styles.module.css';

interface Props {
  /** The generated props table (plugins/props-page): rows `tr[data-prop]` in one `tbody` per group. */
  children: ReactNode;
  /** Adds the filter box (DayPicker's long table; a component's few props go without). */
  filter?: boolean;
}

/** How many rows match `query`: by prop name or description, ignoring case. */
function applyFilter(container: HTMLElement, query: string): number {
  const needle = query.trim().toLowerCase();
  let matches = 0;
  for (const body of Array.from(container.querySelectorAll('tbody'))) {
    let visible = 0;
    for (const row of Array.from(body.querySelectorAll('tr'))) {
      if (row.dataset.prop === undefined) {
        continue; // the group's heading row
      }
      const description =
        row.querySelector('[data-column="description"]')?.textContent ?? '';
      const match =
        needle === '' ||
        (row.dataset.prop ?? '').toLowerCase().includes(needle) ||
        description.toLowerCase().includes(needle);
      row.hidden = !match;
      visible += match ? 1 : 0;
    }
    body.hidden = visible === 0;
    matches += visible;
  }
  return matches;
}

/** A generated props table, with the filter box when asked. */
export default function PropsTable({
  children,
  filter = false,
}: Props): ReactNode {
  return filter ? (
    <FilteredTable>{children}</FilteredTable>
  ) : (
    <div className={styles.table}>{children}</div>
  );
}

/**
 * The props page's table with a filter box above it. The rows are the
 * pre-rendered table's own: typing hides the rows that don't match, so the
 * filter fetches nothing and renders nothing new; the count is announced.
 */
function FilteredTable({children}: {children: ReactNode}): ReactNode {
  const tableRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();

  useEffect(() => {
    const container = tableRef.current;
    if (!container) {
      return;
    }
    const matches = applyFilter(container, query);
    const total = container.querySelectorAll('tr[data-prop]').length;
    // Nothing is announced before the reader types.
    setAnnouncement((previous) =>
      query === '' && previous === ''
        ? ''
        : query === ''
          ? `All ${total} props shown`
          : `${matches} of ${total} props match`,
    );
  }, [query]);

  return (
    <div className={styles.propsTable}>
      <div className={styles.filter} role="search" aria-label="Props">
        <label htmlFor={inputId}>Filter props</label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder="Name or description"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setQuery('');
            }
          }}
        />
        <span className={styles.status} aria-live="polite" role="status">
          {announcement}
        </span>
      </div>
      <div ref={tableRef} className={styles.table}>
        {children}
      </div>
    </div>
  );
}
