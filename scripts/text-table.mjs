// The plain-text tables the gates print (budgets, Lighthouse), so figures line up in CI logs.

/**
 * Renders rows under headers with a dashed rule; `alignRight[column]` right-aligns a column
 * (numbers). By default the first and last columns are left-aligned and the rest right-aligned.
 */
export function textTable(headers, rows, alignRight) {
  const right =
    alignRight ?? headers.map((_header, column) => column !== 0 && column !== headers.length - 1);
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        right[column] ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
